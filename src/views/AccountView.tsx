import { useSelector } from '@xstate/react'
import { configuredNetworks } from '../core/configuredNetworks'
import { supportsNames } from '../core/names'
import { walletFeatures } from '../core/walletFeatures'
import { explorerAddressUrl, findNetwork } from '../core/networks'
import { EMBEDDED_CONNECTOR_ID } from '../machines/emailLogin/emailLogin.connector'
import { selectAccount, selectProfile } from '../machines/modal/modal.selectors'
import type { ChainNamespace as ConnectedAccountNamespace } from '../core/caip'
import { useLatchInstance } from '../instance/latchContext'
import { truncateAddress } from './format'
import { useT } from './useT'
import { AccountBalances, AccountCollectibles, AccountTokens } from './components/AccountBalances'
import { AccountTabs, type Tab } from './components/AccountTabs'
import { ActivityList } from './components/ActivityList'
import { EmbeddedAccountType } from './components/EmbeddedAccountType'

/** The connected account: address (copyable), balance, tabs Tokens, NFTs and Activity (SPEC §2), network, wallet,
 * explorer link, disconnect. */
export default function AccountView() {
  const { modal, connectionOf, config } = useLatchInstance()
  const t = useT()
  const account = useSelector(modal, selectAccount)
  const profile = useSelector(modal, selectProfile)
  // The account shown is the active namespace's: its own connection is the one let go.
  const disconnecting = useSelector(connectionOf(account?.namespace ?? 'eip155'), (snapshot) => snapshot.matches('disconnecting'))
  // R-EMAIL-3: an account held by the embedded wallet can change its email.
  const embedded = useSelector(connectionOf(account?.namespace ?? 'eip155'), (snapshot) => snapshot.context.session?.connectorId === EMBEDDED_CONNECTOR_ID)
  if (!account)
    return (
      <p className="latch-muted" data-testid="account-view">
        {t('account.noAccount')}
      </p>
    )
  const networks = configuredNetworks(config)
  const explorer = explorerAddressUrl(account.caipAddress, networks)
  const networkId = account.caipAddress.split(':').slice(0, 2).join(':')
  const networkName = findNetwork(networkId, networks)?.name ?? networkId
  const tabs: Tab[] = [
    { id: 'tokens', label: t('account.tokens'), panel: () => <AccountTokens /> },
    { id: 'nfts', label: t('account.nfts'), panel: () => <AccountCollectibles /> },
    { id: 'activity', label: t('account.activity'), panel: () => <ActivityList caipAddress={account.caipAddress} /> },
  ]
  return (
    <div className="latch-view latch-centered" data-testid="account-view">
      {/* SPEC §3: the profile name and avatar, when the account has them, above the address. */}
      {profile?.image && <img src={profile.image} alt="" width={48} height={48} className="latch-wallet-image" />}
      {profile?.name && <p className="latch-address">{profile.name}</p>}
      <p className={profile?.name ? 'latch-muted' : 'latch-address'} title={account.address}>
        {truncateAddress(account.address)}
      </p>
      <button type="button" className="latch-button" onClick={() => modal.send({ type: 'account.copyAddress' })}>
        {t('account.copyAddress')}
      </button>
      <AccountBalances caipAddress={account.caipAddress} />
      {/* Issue 36 (SPEC §1, R-PROD-2): the wallet features the app leaves on and the namespace supports. */}
      <WalletFeatureButtons namespace={account.namespace} />
      <AccountTabs label={t('account.tabs')} tabs={tabs} />
      <dl className="latch-facts">
        <dt>{t('account.network')}</dt>
        <dd>
          {/* The Networks view, to switch (SPEC §2): the network's name is the way in. */}
          <button type="button" className="latch-text-button" aria-label={t('connectButton.network', { name: networkName })} onClick={() => modal.send({ type: 'router.push', view: 'Networks' })}>
            {networkName}
          </button>
        </dd>
        {account.walletName && (
          <>
            <dt>{t('account.wallet')}</dt>
            <dd>{account.walletName}</dd>
          </>
        )}
      </dl>
      {explorer && (
        <a className="latch-button latch-link-button" href={explorer} target="_blank" rel="noopener noreferrer">
          {t('account.viewOnExplorer')}
        </a>
      )}
      {/* R-PROD-6: names only where the namespace supports them. */}
      {supportsNames(account.namespace) && (
        <button type="button" className="latch-button" onClick={() => modal.send({ type: 'router.push', view: 'RegisterAccountName' })}>
          {profile?.name ? t('account.registerAnotherName') : t('account.chooseName')}
        </button>
      )}
      {embedded && <EmbeddedAccountType address={account.address} />}
      {embedded && (
        <button type="button" className="latch-button" onClick={() => modal.send({ type: 'router.push', view: 'UpdateEmail' })}>
          {t('account.updateEmail')}
        </button>
      )}
      <button type="button" className="latch-button" disabled={disconnecting} aria-busy={disconnecting} onClick={() => modal.send({ type: 'account.disconnect' })}>
        {disconnecting ? t('account.disconnecting') : t('account.disconnect')}
      </button>
    </div>
  )
}

const FEATURE_VIEWS = { onramp: ['OnRamp', 'wallet.buy'], send: ['Send', 'wallet.send'], receive: ['Receive', 'wallet.receive'] } as const

function WalletFeatureButtons({ namespace }: { namespace: ConnectedAccountNamespace }) {
  const { modal, config } = useLatchInstance()
  const t = useT()
  const features = walletFeatures(config.features, namespace)
  if (features.length === 0) return null
  return (
    <div className="latch-actions latch-features" role="group" aria-label={t('wallet.features')}>
      {features.map((feature) => {
        const [view, label] = FEATURE_VIEWS[feature]
        return (
          <button key={feature} type="button" className="latch-button" data-feature={feature} onClick={() => modal.send({ type: 'router.push', view })}>
            {t(label)}
          </button>
        )
      })}
    </div>
  )
}
