import { useSelector } from '@xstate/react'
import { configuredNetworks } from '../core/configuredNetworks'
import { supportsNames } from '../core/names'
import { explorerAddressUrl, findNetwork } from '../core/networks'
import { EMBEDDED_CONNECTOR_ID } from '../machines/emailLogin/emailLogin.connector'
import { selectAccount, selectProfile } from '../machines/modal/modal.selectors'
import { useLatchInstance } from '../instance/latchContext'
import { truncateAddress } from './format'
import { AccountBalances, AccountCollectibles, AccountTokens } from './components/AccountBalances'
import { AccountTabs } from './components/AccountTabs'
import { ActivityList } from './components/ActivityList'
import { EmbeddedAccountType } from './components/EmbeddedAccountType'

/** The connected account: address (copyable), balance, tabs Tokens, NFTs and Activity (SPEC §2), network, wallet,
 * explorer link, disconnect. */
export default function AccountView() {
  const { modal, connectionOf, config } = useLatchInstance()
  const account = useSelector(modal, selectAccount)
  const profile = useSelector(modal, selectProfile)
  // The account shown is the active namespace's: its own connection is the one let go.
  const disconnecting = useSelector(connectionOf(account?.namespace ?? 'eip155'), (snapshot) => snapshot.matches('disconnecting'))
  // R-EMAIL-3: an account held by the embedded wallet can change its email.
  const embedded = useSelector(connectionOf(account?.namespace ?? 'eip155'), (snapshot) => snapshot.context.session?.connectorId === EMBEDDED_CONNECTOR_ID)
  if (!account)
    return (
      <p className="latch-muted" data-testid="account-view">
        No account is connected.
      </p>
    )
  const networks = configuredNetworks(config)
  const explorer = explorerAddressUrl(account.caipAddress, networks)
  const networkId = account.caipAddress.split(':').slice(0, 2).join(':')
  const networkName = findNetwork(networkId, networks)?.name ?? networkId
  return (
    <div className="latch-view latch-centered" data-testid="account-view">
      {/* SPEC §3: the profile name and avatar, when the account has them, above the address. */}
      {profile?.image && <img src={profile.image} alt="" width={48} height={48} className="latch-wallet-image" />}
      {profile?.name && <p className="latch-address">{profile.name}</p>}
      <p className={profile?.name ? 'latch-muted' : 'latch-address'} title={account.address}>
        {truncateAddress(account.address)}
      </p>
      <button type="button" className="latch-button" onClick={() => modal.send({ type: 'account.copyAddress' })}>
        Copy address
      </button>
      <AccountBalances caipAddress={account.caipAddress} />
      <AccountTabs
        label="Account"
        tabs={[
          { id: 'tokens', label: 'Tokens', panel: () => <AccountTokens /> },
          { id: 'nfts', label: 'NFTs', panel: () => <AccountCollectibles /> },
          { id: 'activity', label: 'Activity', panel: () => <ActivityList caipAddress={account.caipAddress} /> },
        ]}
      />
      <dl className="latch-facts">
        <dt>Network</dt>
        <dd>
          {/* The Networks view, to switch (SPEC §2): the network's name is the way in. */}
          <button type="button" className="latch-link-button" aria-label={`Network: ${networkName}. Switch network`} onClick={() => modal.send({ type: 'router.push', view: 'Networks' })}>
            {networkName}
          </button>
        </dd>
        {account.walletName && (
          <>
            <dt>Wallet</dt>
            <dd>{account.walletName}</dd>
          </>
        )}
      </dl>
      {explorer && (
        <a className="latch-button latch-link-button" href={explorer} target="_blank" rel="noopener noreferrer">
          View on explorer
        </a>
      )}
      {/* R-PROD-6: names only where the namespace supports them. */}
      {supportsNames(account.namespace) && (
        <button type="button" className="latch-button" onClick={() => modal.send({ type: 'router.push', view: 'RegisterAccountName' })}>
          {profile?.name ? 'Register another name' : 'Choose a name'}
        </button>
      )}
      {embedded && <EmbeddedAccountType address={account.address} />}
      {embedded && (
        <button type="button" className="latch-button" onClick={() => modal.send({ type: 'router.push', view: 'UpdateEmail' })}>
          Update email
        </button>
      )}
      <button type="button" className="latch-button" disabled={disconnecting} aria-busy={disconnecting} onClick={() => modal.send({ type: 'account.disconnect' })}>
        {disconnecting ? 'Disconnecting…' : 'Disconnect'}
      </button>
    </div>
  )
}
