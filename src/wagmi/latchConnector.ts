// latch/wagmi: a wagmi 3 connector whose wallet is Latch. wagmi sees one EIP-1193 provider (latch.getProvider('eip155'));
// Latch decides which wallet stands behind it (its modal opens on eth_requestAccounts) and restores its stored session
// by itself after a reload, so wagmi's reconnect only has to ask eth_accounts.
// Modelled on @wagmi/core's injected connector (connectors/injected.ts): same listener bookkeeping, same error mapping.
// Imported from `wagmi`, which re-exports them: a wagmi app has `wagmi` at the top of node_modules, while npm nests
// `@wagmi/core` under it, so importing that failed to resolve in a fresh app (issue 33).
import { ChainNotConfiguredError, createConnector, type Connector } from 'wagmi'
import {
  numberToHex,
  ResourceUnavailableRpcError,
  SwitchChainError,
  UserRejectedRequestError,
  type Address,
  type ProviderConnectInfo,
} from 'viem'
import type { LatchEip1193Provider } from '../provider/eip1193.types'
// Type only: latch/wagmi must not pull the app (machines, views, services) into a bundle at runtime.
import type { Latch } from '../system/latch.types'

export type LatchConnectorParameters = {
  /** wagmi's connector id (stored by wagmi as the recent connector); default 'latch'. */
  id?: string
  /** The name wagmi shows for the connector; default 'Latch'. */
  name?: string
  /** wagmi's `ssr` (latchWagmiConfig passes it on). A server-rendered page must not change wagmi's state before React
   * hydrates it (React's error #418), so Latch's events are not followed until wagmi's reconnect, which
   * WagmiProvider runs once the page has hydrated, has asked for the session; that reconnect hands a session Latch
   * restored meanwhile to wagmi. */
  ssr?: boolean
}

/** What the connector uses of a Latch instance: any `Latch` from createLatch fits. */
export type LatchConnectorTarget = Pick<Latch, 'getProvider' | 'disconnect'> & {
  readonly config: Pick<Latch['config'], 'networks'>
}

/** The connector's own event handlers, which the provider's listeners call. */
type Handlers = Pick<Connector, 'onAccountsChanged' | 'onChainChanged' | 'onDisconnect'> & Properties

type Properties = {
  // Required, not optional as in CreateConnectorFn: Latch emits EIP-1193 `connect` when someone connects through its
  // own modal (a <ConnectButton>), and wagmi must follow.
  onConnect(connectInfo: ProviderConnectInfo): void
}

const USER_REJECTED = UserRejectedRequestError.code // 4001
const RESOURCE_UNAVAILABLE = ResourceUnavailableRpcError.code // -32002
const UNRECOGNIZED_CHAIN = 4902

type ListenedEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'
const LISTENED: readonly ListenedEvent[] = ['accountsChanged', 'chainChanged', 'connect', 'disconnect']

/** @wagmi/core's ConnectorNotConnectedError (name and message), which `wagmi` does not re-export: what wagmi's
 * reconnect hears from a connector with nothing to restore. */
function notConnected(): Error {
  const error = new Error('Connector not connected.')
  error.name = 'ConnectorNotConnectedError'
  return error
}

latchConnector.type = 'latch' as const

export function latchConnector(latch: LatchConnectorTarget, parameters: LatchConnectorParameters = {}) {
  const { id = 'latch', name = 'Latch', ssr = false } = parameters

  return createConnector<LatchEip1193Provider, Properties>((config) => {
    // The provider's listeners, bound once per wagmi config (two configs built from one connector function do not
    // share them) so that the very functions added can be removed, as injected.ts does.
    let bound: Record<ListenedEvent, (payload: never) => void> | undefined
    const listening = new Set<ListenedEvent>()
    // Synchronous (getProvider is async only because wagmi's interface is): listeners change before an event's next one.
    const latchProvider = (): LatchEip1193Provider => latch.getProvider('eip155')

    /** Connected, wagmi follows account and chain changes and the wallet letting go, no longer `connect`;
     * disconnected, `connect` (someone connects through Latch's own modal) and `accountsChanged` (kept, as
     * injected.ts keeps it, so a provider that only announces accounts still reconnects wagmi); none while a
     * disconnect asked by wagmi is under way. */
    function listen(connector: Handlers, events: readonly ListenedEvent[]): void {
      // One listener type for the four events: each handler takes the payload its event carries.
      const provider = latchProvider() as unknown as Record<'on' | 'removeListener', (event: ListenedEvent, listener: (payload: never) => void) => void>
      bound ??= {
        accountsChanged: connector.onAccountsChanged.bind(connector),
        chainChanged: connector.onChainChanged.bind(connector),
        connect: connector.onConnect.bind(connector),
        disconnect: connector.onDisconnect.bind(connector),
      }
      for (const event of LISTENED) {
        if (events.includes(event) === listening.has(event)) continue
        if (listening.delete(event)) provider.removeListener(event, bound[event])
        else provider.on(event, (listening.add(event), bound[event]))
      }
    }
    const listenConnected = (connector: Handlers) => listen(connector, ['accountsChanged', 'chainChanged', 'disconnect'])
    const listenDisconnected = (connector: Handlers) => listen(connector, ['connect', 'accountsChanged'])
    // With ssr, whether wagmi has asked for the session yet (its reconnect, or a connect): until then a connection
    // Latch announces (its restore, which may end before React hydrates) is left to that reconnect.
    let asked = !ssr

    return {
      id,
      name,
      type: latchConnector.type,

      async setup() {
        // wagmi starts disconnected: follow connections made through Latch's own UI from the start.
        listenDisconnected(this)
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        asked = true
        const provider = await this.getProvider()
        try {
          let accounts: readonly Address[]
          if (isReconnecting) {
            // Reconnect never opens the modal: Latch restores its stored session itself, and eth_accounts waits for
            // that restore to settle. Nothing restored: fail, so wagmi's reconnect skips this connector.
            accounts = await this.getAccounts()
            if (accounts.length === 0) throw notConnected()
          } else {
            // Opens Latch's modal when nothing is connected; resolves once a wallet is, rejects 4001 when it is closed.
            accounts = toAddresses(await provider.request({ method: 'eth_requestAccounts' }))
          }

          listenConnected(this)

          let currentChainId = await this.getChainId()
          if (chainId && currentChainId !== chainId) {
            // As injected.ts: a refused switch fails the connect; any other failure keeps the chain Latch is on.
            const chain = await this.switchChain!({ chainId }).catch((error: unknown) => {
              if (codeOf(error) === USER_REJECTED) throw error
              return { id: currentChainId }
            })
            currentChainId = chain.id
          }

          return {
            accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
            chainId: currentChainId,
          }
        } catch (error) {
          // wagmi stays disconnected: listen as while disconnected (Latch's `connect` event included).
          listenDisconnected(this)
          throw toWagmiError(error)
        }
      },

      async disconnect() {
        // Stop following the account first: Latch announces the disconnect (accountsChanged [], then disconnect) while
        // wagmi's disconnect action is handling it already.
        listen(this, [])
        try {
          await latch.disconnect('eip155')
        } catch (error) {
          // Still connected: keep following it.
          listenConnected(this)
          throw error
        }
        listenDisconnected(this)
      },

      async getAccounts() {
        const provider = await this.getProvider()
        return toAddresses(await provider.request({ method: 'eth_accounts' }))
      },

      async getChainId() {
        const provider = await this.getProvider()
        return toChainId(await provider.request({ method: 'eth_chainId' }))
      },

      async getProvider() {
        return latchProvider()
      },

      async isAuthorized() {
        asked = true
        try {
          // eth_accounts waits for Latch's restore of a stored session, so this answers after a reload too.
          return (await this.getAccounts()).length > 0
        } catch {
          return false
        }
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        // A chain wagmi does not configure, or Latch does not (its networks decide what the wallet may be asked for):
        // fail here rather than ask the wallet for a chain Latch would refuse (4902).
        if (!chain || !latch.config.networks.includes(`eip155:${chainId}`)) {
          throw new SwitchChainError(new ChainNotConfiguredError())
        }

        const provider = await this.getProvider()
        try {
          // Latch resolves once the wallet is on the chain, so wagmi is told now rather than on chainChanged alone.
          await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })
          config.emitter.emit('change', { chainId })
          return chain
        } catch (error) {
          const code = codeOf(error)
          if (code === USER_REJECTED) throw new UserRejectedRequestError(asError(error))
          if (code === UNRECOGNIZED_CHAIN) throw new SwitchChainError(new ChainNotConfiguredError())
          throw new SwitchChainError(asError(error))
        }
      },

      onAccountsChanged(accounts) {
        if (accounts.length === 0) {
          this.onDisconnect()
          return
        }
        let addresses: Address[]
        try {
          addresses = toAddresses(accounts)
        } catch (error) {
          config.emitter.emit('error', { error: asError(error) })
          return
        }
        // wagmi listens to `connect` only while it is disconnected: then these accounts are a connection.
        if (config.emitter.listenerCount('connect')) {
          void this.getChainId()
            .then((chainId) => this.onConnect({ chainId: numberToHex(chainId) }))
            .catch((error: unknown) => config.emitter.emit('error', { error: asError(error) }))
        } else config.emitter.emit('change', { accounts: addresses })
      },

      onChainChanged(chain) {
        const chainId = Number(chain)
        // Only EVM chain ids mean anything to wagmi.
        if (Number.isSafeInteger(chainId) && chainId > 0) config.emitter.emit('change', { chainId })
      },

      async onConnect(connectInfo) {
        // Called by the provider's emitter, which drops the promise: a failure is reported, never left unhandled.
        if (!asked) return
        try {
          const accounts = await this.getAccounts()
          if (accounts.length === 0) return
          config.emitter.emit('connect', { accounts, chainId: toChainId(connectInfo.chainId) })
          listenConnected(this)
        } catch (error) {
          config.emitter.emit('error', { error: asError(error) })
        }
      },

      onDisconnect() {
        // Stop listening to `disconnect` before wagmi hears of it: Latch follows accountsChanged [] with a disconnect
        // event, and wagmi is told once.
        listenDisconnected(this)
        config.emitter.emit('disconnect')
      },
    }
  })
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}

/** A 4001 reaches wagmi as viem's UserRejectedRequestError (what wagmi's apps test for), -32002 (a request already
 * open) as ResourceUnavailableRpcError, as injected.ts does; anything else unchanged. */
function toWagmiError(error: unknown): unknown {
  const code = codeOf(error)
  if (error instanceof UserRejectedRequestError || error instanceof ResourceUnavailableRpcError) return error
  if (code === USER_REJECTED) return new UserRejectedRequestError(asError(error))
  if (code === RESOURCE_UNAVAILABLE) return new ResourceUnavailableRpcError(asError(error))
  return error
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** EIP-1193 accounts. Latch's provider answers them checksummed already (its lazily loaded code does it), so viem's
 * getAddress and its hashing stay out of the app's first load; anything that is not an address is refused. */
function toAddresses(value: unknown): Address[] {
  if (!Array.isArray(value)) throw new Error(`Latch answered accounts that are not a list: ${String(value)}`)
  return value.map((address) => {
    if (typeof address !== 'string' || !ADDRESS.test(address)) throw new Error(`Latch answered an account that is not an address: ${String(address)}`)
    return address as Address
  })
}

function toChainId(value: unknown): number {
  const chainId = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new Error(`Latch answered a chain id that is not one: ${String(value)}`)
  }
  return chainId
}
