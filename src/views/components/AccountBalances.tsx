import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { CaipNetworkId } from '../../core/caip'
import type { balanceMachine } from '../../machines/balance/balance.machine'
import type { TokenBalance } from '../../machines/balance/balance.types'
import { selectBalanceFlow } from '../../machines/root/root.contentSelectors'
import { useLatchInstance } from '../../instance/latchContext'
import { displayAmount, displayBalance } from '../../core/units'
import { Skeleton } from './Skeleton'
import { WalletImage } from './WalletImage'

type BalanceFlow = ActorRefFrom<typeof balanceMachine>

const usd = (value: number) => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(value)

/** The account's native balance on the active network (SPEC §2 Account): its balances are asked for when the view
 * shows and whenever the account or network changes; a failure is a toast (R-BAL-1), what was shown stays. */
export function AccountBalances({ caipAddress }: { caipAddress: string }) {
  const { actor } = useLatchInstance()
  const [namespace, chainId, address] = caipAddress.split(':')
  useEffect(() => {
    if (!namespace || !chainId || !address) return
    actor.send({ type: 'balance.fetch', target: { caipAddress, address, caipNetworkId: `${namespace}:${chainId}` as CaipNetworkId } })
  }, [actor, caipAddress, namespace, chainId, address])
  const balance = useSelector(actor, selectBalanceFlow)
  if (!balance) return <Skeleton rows={2} label="Loading balance" />
  return <Balances balance={balance} />
}

function Balances({ balance }: { balance: BalanceFlow }) {
  const native = useSelector(balance, (snapshot) => snapshot.context.balances?.native)
  const loading = useSelector(balance, (snapshot) => snapshot.hasTag('busy'))
  if (!native) return loading ? <Skeleton rows={1} label="Loading balance" /> : <p className="latch-muted">Balance unavailable.</p>
  return (
    <p className="latch-balance" data-testid="native-balance" aria-busy={loading}>
      {displayBalance(native.balance, native.symbol)}
    </p>
  )
}

/** The Tokens tab: the account's tokens on the active network, from the same fetch as the balance above it. */
export function AccountTokens() {
  const { actor } = useLatchInstance()
  const balance = useSelector(actor, selectBalanceFlow)
  if (!balance) return <Skeleton rows={2} label="Loading tokens" />
  return <Tokens balance={balance} />
}

function Tokens({ balance }: { balance: BalanceFlow }) {
  const tokens = useSelector(balance, (snapshot) => snapshot.context.balances?.tokens)
  const loading = useSelector(balance, (snapshot) => snapshot.hasTag('busy'))
  if (!tokens) return loading ? <Skeleton rows={2} label="Loading tokens" /> : <p className="latch-muted">Tokens unavailable.</p>
  if (tokens.length === 0) return <p className="latch-muted">No tokens on this network.</p>
  return <TokenList tokens={tokens} />
}

function TokenList({ tokens }: { tokens: readonly TokenBalance[] }) {
  return (
    <ul className="latch-token-list" aria-label="Tokens">
      {tokens.map((token) => (
        <li key={`${token.chainId}:${token.address ?? token.symbol}`} className="latch-token" data-symbol={token.symbol}>
          <WalletImage src={token.iconUrl} name={token.symbol} size={32} />
          <span className="latch-token-name">{token.name}</span>
          <span className="latch-token-quantity">{`${displayAmount(token.quantity.numeric)} ${token.symbol}`}</span>
          <span className="latch-token-value">{usd(token.value ?? Number(token.quantity.numeric) * token.price)}</span>
          <span className="latch-muted latch-token-price">{`${usd(token.price)} each`}</span>
        </li>
      ))}
    </ul>
  )
}

/** The NFTs tab: what the account holds in whole items (ERC-721 collections, decimals '0'), from the same fetch. */
export function AccountCollectibles() {
  const { actor } = useLatchInstance()
  const balance = useSelector(actor, selectBalanceFlow)
  if (!balance) return <Skeleton rows={2} label="Loading NFTs" />
  return <Collectibles balance={balance} />
}

function Collectibles({ balance }: { balance: BalanceFlow }) {
  const collectibles = useSelector(balance, (snapshot) => snapshot.context.balances?.collectibles)
  const loading = useSelector(balance, (snapshot) => snapshot.hasTag('busy'))
  if (!collectibles) return loading ? <Skeleton rows={2} label="Loading NFTs" /> : <p className="latch-muted">NFTs unavailable.</p>
  if (collectibles.length === 0) return <p className="latch-muted">No NFTs on this network.</p>
  return (
    <ul className="latch-token-list" aria-label="NFTs">
      {collectibles.map((collection) => (
        <li key={`${collection.chainId}:${collection.address ?? collection.symbol}`} className="latch-token" data-symbol={collection.symbol}>
          <WalletImage src={collection.iconUrl} name={collection.symbol} size={32} />
          <span className="latch-token-name">{collection.name}</span>
          <span className="latch-token-quantity">{`${displayAmount(collection.quantity.numeric)} ${collection.quantity.numeric === '1' ? 'item' : 'items'}`}</span>
        </li>
      ))}
    </ul>
  )
}
