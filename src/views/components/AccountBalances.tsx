import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { CaipNetworkId } from '../../core/caip'
import type { balanceMachine } from '../../machines/balance/balance.machine'
import type { TokenBalance } from '../../machines/balance/balance.types'
import { selectBalanceFlow } from '../../machines/root/root.contentSelectors'
import { useLatchInstance } from '../../instance/latchContext'
import { displayAmount, displayBalance } from '../../core/units'
import { formatUsd } from '../formatValues'
import { useLocaleTag, useT } from '../useT'
import { Skeleton } from './Skeleton'
import { WalletImage } from './WalletImage'

type BalanceFlow = ActorRefFrom<typeof balanceMachine>

/** The account's native balance on the active network (SPEC §2 Account): its balances are asked for when the view
 * shows and whenever the account or network changes; a failure is a toast (R-BAL-1), what was shown stays. */
export function AccountBalances({ caipAddress }: { caipAddress: string }) {
  const { actor } = useLatchInstance()
  const [namespace, chainId, address] = caipAddress.split(':')
  useEffect(() => {
    if (!namespace || !chainId || !address) return
    actor.send({ type: 'balance.fetch', target: { caipAddress, address, caipNetworkId: `${namespace}:${chainId}` as CaipNetworkId } })
  }, [actor, caipAddress, namespace, chainId, address])
  const t = useT()
  const balance = useSelector(actor, selectBalanceFlow)
  if (!balance) return <Skeleton rows={2} label={t('account.loadingBalance')} />
  return <Balances balance={balance} />
}

function Balances({ balance }: { balance: BalanceFlow }) {
  const t = useT()
  const locale = useLocaleTag()
  const native = useSelector(balance, (snapshot) => snapshot.context.balances?.native)
  const loading = useSelector(balance, (snapshot) => snapshot.hasTag('busy'))
  if (!native) return loading ? <Skeleton rows={1} label={t('account.loadingBalance')} /> : <p className="latch-muted">{t('account.balanceUnavailable')}</p>
  return (
    <p className="latch-balance" data-testid="native-balance" aria-busy={loading}>
      {displayBalance(native.balance, native.symbol, locale)}
    </p>
  )
}

/** The Tokens tab: the account's tokens on the active network, from the same fetch as the balance above it. */
export function AccountTokens() {
  const { actor } = useLatchInstance()
  const t = useT()
  const balance = useSelector(actor, selectBalanceFlow)
  if (!balance) return <Skeleton rows={2} label={t('account.loadingTokens')} />
  return <Tokens balance={balance} />
}

function Tokens({ balance }: { balance: BalanceFlow }) {
  const t = useT()
  const tokens = useSelector(balance, (snapshot) => snapshot.context.balances?.tokens)
  const loading = useSelector(balance, (snapshot) => snapshot.hasTag('busy'))
  if (!tokens) return loading ? <Skeleton rows={2} label={t('account.loadingTokens')} /> : <p className="latch-muted">{t('account.tokensUnavailable')}</p>
  if (tokens.length === 0) return <p className="latch-muted">{t('account.noTokens')}</p>
  return <TokenList tokens={tokens} />
}

function TokenList({ tokens }: { tokens: readonly TokenBalance[] }) {
  const t = useT()
  const locale = useLocaleTag()
  return (
    <ul className="latch-token-list" aria-label={t('account.tokens')}>
      {tokens.map((token) => (
        <li key={`${token.chainId}:${token.address ?? token.symbol}`} className="latch-token" data-symbol={token.symbol}>
          <WalletImage src={token.iconUrl} name={token.symbol} size={32} />
          <span className="latch-token-name">{token.name}</span>
          <span className="latch-token-quantity">{displayBalance(token.quantity.numeric, token.symbol, locale)}</span>
          <span className="latch-token-value">{formatUsd(token.value ?? Number(token.quantity.numeric) * token.price, locale)}</span>
          <span className="latch-muted latch-token-price">{t('account.tokenPrice', { price: formatUsd(token.price, locale) })}</span>
        </li>
      ))}
    </ul>
  )
}

/** The NFTs tab: what the account holds in whole items (ERC-721 collections, decimals '0'), from the same fetch. */
export function AccountCollectibles() {
  const { actor } = useLatchInstance()
  const t = useT()
  const balance = useSelector(actor, selectBalanceFlow)
  if (!balance) return <Skeleton rows={2} label={t('account.loadingNfts')} />
  return <Collectibles balance={balance} />
}

function Collectibles({ balance }: { balance: BalanceFlow }) {
  const t = useT()
  const locale = useLocaleTag()
  const collectibles = useSelector(balance, (snapshot) => snapshot.context.balances?.collectibles)
  const loading = useSelector(balance, (snapshot) => snapshot.hasTag('busy'))
  if (!collectibles) return loading ? <Skeleton rows={2} label={t('account.loadingNfts')} /> : <p className="latch-muted">{t('account.nftsUnavailable')}</p>
  if (collectibles.length === 0) return <p className="latch-muted">{t('account.noNfts')}</p>
  return (
    <ul className="latch-token-list" aria-label={t('account.nfts')}>
      {collectibles.map((collection) => (
        <li key={`${collection.chainId}:${collection.address ?? collection.symbol}`} className="latch-token" data-symbol={collection.symbol}>
          <WalletImage src={collection.iconUrl} name={collection.symbol} size={32} />
          <span className="latch-token-name">{collection.name}</span>
          <span className="latch-token-quantity">{t('account.nftQuantity', { count: Number(collection.quantity.numeric), amount: displayAmount(collection.quantity.numeric, locale) })}</span>
        </li>
      ))}
    </ul>
  )
}
