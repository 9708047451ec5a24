// latch/wagmi (issue 17): the connector driven through real @wagmi/core actions, as an app's wagmi config would drive
// it, against a fake Latch whose provider is a small in-memory EIP-1193 emitter. What is checked is what wagmi ends up
// believing (getAccount), and what Latch was asked (the fake's record of requests and disconnects).
import { connect, createConfig, disconnect, getAccount, reconnect, signMessage, switchChain, type Config } from '@wagmi/core'
import { http, ResourceUnavailableRpcError, SwitchChainError, UserRejectedRequestError, type Chain } from 'viem'
import { anvil, mainnet, sepolia } from 'viem/chains'
import { afterEach, describe, expect, it } from 'vitest'
import { latchConnector, type LatchConnectorParameters, type LatchConnectorTarget } from '../../../src/wagmi'
import { ALICE, fakeLatch, LATCH_NETWORKS, rpcError, SIGNATURE } from './support/fakeLatch'

const ALICE_CHECKSUMMED = ALICE
const BOB = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
const BOB_CHECKSUMMED = BOB
const CHAINS: readonly [Chain, ...Chain[]] = [anvil, mainnet, sepolia]


/** A wagmi config as an app writes it, with Latch as its only connector. A new config is a page (re)load. */
function wagmiConfig(latch: LatchConnectorTarget, parameters?: LatchConnectorParameters): Config {
  return createConfig({
    chains: CHAINS,
    connectors: [latchConnector(latch, parameters)],
    transports: Object.fromEntries(CHAINS.map((chain) => [chain.id, http()])),
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
}

function connectorOf(config: Config) {
  const [connector] = config.connectors
  if (!connector) throw new Error('the config has no connector')
  return connector
}

/** Events are handled asynchronously (the connector reads eth_chainId/eth_accounts first): let them settle. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (reason: unknown) => reason,
  )
}

// wagmi's reconnect keeps a module-wide "already reconnecting" flag: never leave one running between tests.
const running: Promise<unknown>[] = []
afterEach(async () => {
  await Promise.allSettled(running.splice(0))
})

describe('latchConnector: identity', () => {
  it("is a 'latch' connector named Latch by default, with the id and name an app gives", () => {
    const { latch } = fakeLatch()
    const connector = connectorOf(wagmiConfig(latch))
    expect({ id: connector.id, name: connector.name, type: connector.type }).toEqual({ id: 'latch', name: 'Latch', type: 'latch' })
    const named = connectorOf(wagmiConfig(latch, { id: 'my-latch', name: 'My wallet' }))
    expect({ id: named.id, name: named.name }).toEqual({ id: 'my-latch', name: 'My wallet' })
  })

  it("hands wagmi Latch's eip155 provider", async () => {
    const { latch, provider } = fakeLatch()
    expect(await connectorOf(wagmiConfig(latch)).getProvider()).toBe(provider)
  })
})

describe('latchConnector: connect', () => {
  it('opens Latch (eth_requestAccounts) and resolves with checksummed accounts and the chain Latch is on', async () => {
    const { latch, provider } = fakeLatch()
    const config = wagmiConfig(latch)
    const connector = connectorOf(config)

    const result = await connect(config, { connector })

    expect(provider.asked('eth_requestAccounts')).toHaveLength(1)
    expect(result).toEqual({ accounts: [ALICE_CHECKSUMMED], chainId: 31337 })
    const account = getAccount(config)
    expect(account.status).toBe('connected')
    expect(account.address).toBe(ALICE_CHECKSUMMED)
    expect(account.chainId).toBe(31337)
    expect(account.connector?.uid).toBe(connector.uid)
  })

  it('refuses an account that is not an address, and wagmi stays disconnected', async () => {
    const { latch } = fakeLatch({ accounts: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'] })
    const config = wagmiConfig(latch)
    await expect(connect(config, { connector: connectorOf(config) })).rejects.toThrow('not an address')
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('with withCapabilities, answers { address, capabilities } per account', async () => {
    const { latch } = fakeLatch({ accounts: [ALICE, BOB] })
    const config = wagmiConfig(latch)
    const result = await connect(config, { connector: connectorOf(config), withCapabilities: true })
    expect(result.accounts).toEqual([
      { address: ALICE_CHECKSUMMED, capabilities: {} },
      { address: BOB_CHECKSUMMED, capabilities: {} },
    ])
    expect(getAccount(config).addresses).toEqual([ALICE_CHECKSUMMED, BOB_CHECKSUMMED])
  })

  it('with a chainId other than the one Latch is on, switches through Latch before resolving', async () => {
    const { latch, provider } = fakeLatch()
    const config = wagmiConfig(latch)
    const result = await connect(config, { connector: connectorOf(config), chainId: mainnet.id })
    expect(provider.asked('wallet_switchEthereumChain').map((request) => request.params)).toEqual([[{ chainId: '0x1' }]])
    expect(result.chainId).toBe(mainnet.id)
    expect(getAccount(config).chainId).toBe(mainnet.id)
  })

  it('with withCapabilities, the connector itself answers { address, capabilities } (not only wagmi\'s compat mapping)', async () => {
    // wagmi's connect action wraps bare addresses itself, so only the connector's own answer shows the difference.
    const { latch } = fakeLatch()
    const result = await connectorOf(wagmiConfig(latch)).connect({ withCapabilities: true })
    expect(result.accounts).toEqual([{ address: ALICE_CHECKSUMMED, capabilities: {} }])
  })

  it('a modal closed without connecting (4001) rejects with UserRejectedRequestError, and wagmi stays disconnected', async () => {
    const { latch } = fakeLatch({ modal: 'close' })
    const config = wagmiConfig(latch)
    const error = await rejectionOf(connect(config, { connector: connectorOf(config) }))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(getAccount(config).status).toBe('disconnected')
    expect(getAccount(config).address).toBeUndefined()
  })

  it('a modal already open for another request (-32002) rejects with ResourceUnavailableRpcError', async () => {
    const { latch } = fakeLatch({ modal: 'busy' })
    const config = wagmiConfig(latch)
    const error = await rejectionOf(connect(config, { connector: connectorOf(config) }))
    expect(error).toBeInstanceOf(ResourceUnavailableRpcError)
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('a wallet that refuses the chain asked for at connect (4001) fails the connect as a rejection', async () => {
    const { latch, provider } = fakeLatch({ wallet: 'refuse' })
    const config = wagmiConfig(latch)
    const error = await rejectionOf(connect(config, { connector: connectorOf(config), chainId: mainnet.id }))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(getAccount(config).status).toBe('disconnected')
    // Listening as while disconnected: a later connection through Latch's own modal must still reach wagmi.
    expect(provider.listenerCount('connect')).toBe(1)
    expect(provider.listenerCount('chainChanged')).toBe(0)
  })
})

describe('latchConnector: events reach wagmi', () => {
  it("accountsChanged and chainChanged update wagmi's account", async () => {
    const { latch, provider } = fakeLatch()
    const config = wagmiConfig(latch)
    await connect(config, { connector: connectorOf(config) })

    provider.emit('accountsChanged', [BOB])
    await settle()
    expect(getAccount(config).address).toBe(BOB_CHECKSUMMED)

    provider.emit('chainChanged', '0x1')
    await settle()
    expect(getAccount(config).chainId).toBe(1)
    expect(getAccount(config).status).toBe('connected')
  })

  it('an empty accountsChanged (the wallet let go) disconnects wagmi', async () => {
    const { latch, provider } = fakeLatch()
    const config = wagmiConfig(latch)
    await connect(config, { connector: connectorOf(config) })

    provider.emit('accountsChanged', [])
    await settle()
    expect(getAccount(config).status).toBe('disconnected')
  })

  it("Latch letting go (accountsChanged [] then disconnect) reaches wagmi as one disconnect", async () => {
    const { latch, provider } = fakeLatch()
    const config = wagmiConfig(latch)
    const connector = connectorOf(config)
    await connect(config, { connector })
    let disconnects = 0
    connector.emitter.on('disconnect', () => {
      disconnects += 1
    })

    await latch.disconnect('eip155') // as the account view's Disconnect button does
    await settle()

    expect(getAccount(config).status).toBe('disconnected')
    expect(disconnects).toBe(1)
    expect(provider.listenerCount('disconnect')).toBe(0)
  })

  it("the provider's disconnect event disconnects wagmi", async () => {
    const { latch, provider } = fakeLatch()
    const config = wagmiConfig(latch)
    await connect(config, { connector: connectorOf(config) })

    provider.emit('disconnect', rpcError(4900, 'Disconnected'))
    await settle()
    expect(getAccount(config).status).toBe('disconnected')
  })

  it("a connection made in Latch's own modal (EIP-1193 connect) connects wagmi, also after a disconnect", async () => {
    const { latch, state, provider } = fakeLatch()
    const config = wagmiConfig(latch)
    await settle() // setup() subscribes asynchronously

    state.connected = true
    provider.emit('connect', { chainId: '0x7a69' })
    await settle()
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ALICE_CHECKSUMMED, chainId: 31337 })

    // The wallet lets go, then someone connects again through Latch: wagmi must be listening to `connect` again.
    await latch.disconnect('eip155')
    await settle()
    expect(getAccount(config).status).toBe('disconnected')
    state.connected = true
    provider.emit('connect', { chainId: '0x1' })
    await settle()
    expect(getAccount(config)).toMatchObject({ status: 'connected', chainId: 1 })
  })
  it('a connect event while Latch holds no EVM account leaves wagmi disconnected', async () => {
    // wagmi must never hold a connection without an address.
    const { latch, provider } = fakeLatch()
    const config = wagmiConfig(latch)
    await settle()
    provider.emit('connect', { chainId: '0x7a69' })
    await settle()
    expect(getAccount(config).status).toBe('disconnected')
  })
})

describe('latchConnector: disconnect', () => {
  it("lets go of Latch's eip155 account, leaves wagmi disconnected and listens for connect again", async () => {
    const { latch, provider, disconnects } = fakeLatch()
    const config = wagmiConfig(latch)
    await connect(config, { connector: connectorOf(config) })
    expect(provider.listenerCount('chainChanged')).toBe(1)

    await disconnect(config)

    expect(disconnects).toEqual(['eip155'])
    expect(getAccount(config).status).toBe('disconnected')
    // Latch's own announcement of it is not a second disconnect for wagmi (which would listen to `connect` twice).
    expect(connectorOf(config).emitter.listenerCount('connect')).toBe(1)
    expect(provider.listenerCount('chainChanged')).toBe(0)
    expect(provider.listenerCount('disconnect')).toBe(0)
    expect(provider.listenerCount('connect')).toBe(1)
    // And connecting again works (no listener left twice, wagmi accepts a new connect).
    await connect(config, { connector: connectorOf(config) })
    expect(getAccount(config).status).toBe('connected')
    expect(provider.listenerCount('chainChanged')).toBe(1)
    expect(provider.listenerCount('accountsChanged')).toBe(1)
  })

  it('a failed Latch disconnect keeps wagmi connected and following the account', async () => {
    const { latch, provider } = fakeLatch()
    latch.disconnect = () => Promise.reject(new Error('the wallet did not answer'))
    const config = wagmiConfig(latch)
    await connect(config, { connector: connectorOf(config) })

    await expect(disconnect(config)).rejects.toThrow('the wallet did not answer')
    expect(getAccount(config).status).toBe('connected')
    provider.emit('accountsChanged', [BOB])
    await settle()
    expect(getAccount(config).address).toBe(BOB_CHECKSUMMED)
  })
})

describe('latchConnector: reconnect after a reload', () => {
  it('reconnects to the session Latch restores, without opening the modal', async () => {
    let restored!: () => void
    const restoring = new Promise<void>((resolve) => {
      restored = resolve
    })
    const { latch, state, provider } = fakeLatch({ restoring })
    const config = wagmiConfig(latch)

    const reconnecting = reconnect(config)
    running.push(reconnecting)
    await settle()
    // eth_accounts waits for Latch's restore: wagmi is still reconnecting, not disconnected.
    expect(getAccount(config).status).toBe('connecting')
    state.connected = true
    restored()
    const connections = await reconnecting

    expect(connections.map((connection) => connection.accounts)).toEqual([[ALICE_CHECKSUMMED]])
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ALICE_CHECKSUMMED, chainId: 31337 })
    expect(provider.asked('eth_requestAccounts')).toEqual([])
    // Connected after a reconnect means following the wallet as after a connect.
    provider.emit('chainChanged', '0x1')
    await settle()
    expect(getAccount(config).chainId).toBe(1)
  })

  it('with no stored session, stays disconnected and never opens the modal', async () => {
    const { latch, provider } = fakeLatch()
    const config = wagmiConfig(latch)
    const reconnecting = reconnect(config)
    running.push(reconnecting)
    expect(await reconnecting).toEqual([])
    expect(getAccount(config).status).toBe('disconnected')
    expect(provider.asked('eth_requestAccounts')).toEqual([])
  })

  it('a reconnect that finds no account fails, so wagmi never holds a connection without an address', async () => {
    const { latch, provider } = fakeLatch()
    const error = await rejectionOf(connectorOf(wagmiConfig(latch)).connect({ isReconnecting: true }))
    expect(error).toMatchObject({ name: 'ConnectorNotConnectedError' })
    expect(provider.asked('eth_requestAccounts')).toEqual([])
  })

  it('with ssr, a session Latch restores before wagmi has asked changes nothing in wagmi; its reconnect hands it over', async () => {
    // A server-rendered page: wagmi's state must stay the server's until React has hydrated (React error #418), and
    // WagmiProvider reconnects only then. Latch's restore may end first, and announces itself (connect, accountsChanged).
    const { latch, state, provider } = fakeLatch()
    const config = wagmiConfig(latch, { ssr: true })
    await settle()
    state.connected = true
    provider.emit('connect', { chainId: '0x7a69' })
    provider.emit('accountsChanged', [ALICE])
    await settle()
    expect(getAccount(config).status).toBe('disconnected')

    const reconnecting = reconnect(config)
    running.push(reconnecting)
    await reconnecting
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ALICE_CHECKSUMMED, chainId: 31337 })
  })

  it('with ssr, once wagmi has asked, a connection made in Latch\'s own modal reaches wagmi as without ssr', async () => {
    const { latch, state, provider } = fakeLatch()
    const config = wagmiConfig(latch, { ssr: true })
    const reconnecting = reconnect(config)
    running.push(reconnecting)
    expect(await reconnecting).toEqual([])
    state.connected = true
    provider.emit('connect', { chainId: '0x7a69' })
    await settle()
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ALICE_CHECKSUMMED, chainId: 31337 })
  })

  it('isAuthorized is false when Latch answers with an error', async () => {
    const { latch, provider } = fakeLatch({ connected: true })
    const connector = connectorOf(wagmiConfig(latch))
    expect(await connector.isAuthorized()).toBe(true)
    provider.request = () => Promise.reject(rpcError(-32603, 'Internal error'))
    expect(await connector.isAuthorized()).toBe(false)
  })
})

describe('latchConnector: switchChain', () => {
  it('switches through Latch and returns the wagmi chain; wagmi follows on the answer alone', async () => {
    // No chainChanged: Latch resolving the request means the wallet is on the chain.
    const { latch, provider } = fakeLatch({ announceSwitch: false })
    const config = wagmiConfig(latch)
    await connect(config, { connector: connectorOf(config) })

    const chain = await switchChain(config, { chainId: mainnet.id })

    expect(chain).toBe(mainnet)
    expect(provider.asked('wallet_switchEthereumChain').map((request) => request.params)).toEqual([[{ chainId: '0x1' }]])
    expect(getAccount(config).chainId).toBe(mainnet.id)
  })

  it("a chain wagmi's config lacks fails with SwitchChainError, without asking the wallet", async () => {
    // Latch configures OP Mainnet (10); wagmi's chains do not, so there is no wagmi Chain to return.
    const { latch, provider } = fakeLatch({}, [...LATCH_NETWORKS, 'eip155:10'])
    const config = wagmiConfig(latch)
    await connect(config, { connector: connectorOf(config) })
    const error = await rejectionOf(switchChain(config, { chainId: 10 }))
    expect(error).toBeInstanceOf(SwitchChainError)
    expect((error as SwitchChainError).cause).toMatchObject({ name: 'ChainNotConfiguredError' })
    expect(provider.asked('wallet_switchEthereumChain')).toEqual([])
    expect(getAccount(config).chainId).toBe(31337)
  })

  it("a chain wagmi has but the Latch app does not configure fails with SwitchChainError, without asking the wallet", async () => {
    const { latch, provider } = fakeLatch()
    const config = wagmiConfig(latch)
    await connect(config, { connector: connectorOf(config) })
    const error = await rejectionOf(switchChain(config, { chainId: sepolia.id }))
    expect(error).toBeInstanceOf(SwitchChainError)
    expect((error as SwitchChainError).cause).toMatchObject({ name: 'ChainNotConfiguredError' })
    expect(provider.asked('wallet_switchEthereumChain')).toEqual([])
    expect(getAccount(config).chainId).toBe(31337)
  })

  it("Latch's 4902 (chain unknown to it) fails with SwitchChainError", async () => {
    // Latch's config lists Sepolia while its provider does not know it: the provider's answer decides.
    const { latch, provider } = fakeLatch({}, [...LATCH_NETWORKS, 'eip155:11155111'])
    const config = wagmiConfig(latch)
    await connect(config, { connector: connectorOf(config) })
    const error = await rejectionOf(switchChain(config, { chainId: sepolia.id }))
    expect(error).toBeInstanceOf(SwitchChainError)
    expect((error as SwitchChainError).cause).toMatchObject({ name: 'ChainNotConfiguredError' })
    expect(provider.asked('wallet_switchEthereumChain')).toHaveLength(1)
    expect(getAccount(config).chainId).toBe(31337)
  })

  it("any other wallet error fails with SwitchChainError carrying Latch's error", async () => {
    const { latch } = fakeLatch({ wallet: 'fail' })
    const config = wagmiConfig(latch)
    await connect(config, { connector: connectorOf(config) })
    const error = await rejectionOf(switchChain(config, { chainId: mainnet.id }))
    expect(error).toBeInstanceOf(SwitchChainError)
    expect((error as SwitchChainError).cause).toMatchObject({ code: -32603 })
    expect(getAccount(config).chainId).toBe(31337)
  })

  it('a refused switch (4001) fails with UserRejectedRequestError', async () => {
    const { latch } = fakeLatch({ wallet: 'refuse' })
    const config = wagmiConfig(latch)
    await connect(config, { connector: connectorOf(config) })
    const error = await rejectionOf(switchChain(config, { chainId: mainnet.id }))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(getAccount(config).chainId).toBe(31337)
  })
})

describe('latchConnector: requests go through the Latch provider', () => {
  it("signMessage is a personal_sign to Latch's provider from the connected account", async () => {
    const { latch, provider } = fakeLatch()
    const config = wagmiConfig(latch)
    await connect(config, { connector: connectorOf(config) })

    const signature = await signMessage(config, { message: 'hello' })

    expect(signature).toBe(SIGNATURE)
    const [request] = provider.asked('personal_sign')
    expect(request?.params).toEqual(['0x68656c6c6f', ALICE_CHECKSUMMED])
  })
})
