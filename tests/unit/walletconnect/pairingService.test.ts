// The session proposal a pairing sends (R-PERM-3): the wallet is asked for every method Latch routes to it, so a
// wallet that approves the session can be sent them (a sign client refuses a request for a method the session
// lacks). Method names are SPEC §6 and §7's, written out.
import { describe, expect, it, vi } from 'vitest'
import { createPairingService } from '../../../src/services/walletconnect/pairingService'
import type { SignClient } from '../../../src/services/walletconnect/signClient'
import { createWalletConnectProvider } from '../../../src/services/walletconnect/walletConnectProvider'

const HEX64 = 'a'.repeat(64)

function fakeClient() {
  const connect = vi.fn(async (_params: unknown) => ({ uri: `wc:${HEX64}@2?relay-protocol=irn&symKey=${HEX64}`, approval: () => new Promise(() => {}) }))
  const client = { connect, core: { relayer: { on: () => undefined, off: () => undefined } } }
  return { client: client as unknown as SignClient, connect }
}

describe('session proposal', () => {
  it('R-PERM-3: asks the wallet for the approval methods, wallet_getCallsStatus, capabilities and wallet_getAssets', async () => {
    const { client, connect } = fakeClient()
    const loadClient = async () => client
    const provider = createWalletConnectProvider({ loadClient, rpcUrl: () => undefined, fetch: vi.fn() })
    const pairing = createPairingService({ loadClient, provider, chains: ['eip155:31337'], now: () => 0 })
    const outcome = await pairing.createPairing(new AbortController().signal)
    expect(outcome.ok).toBe(true)
    const [params] = connect.mock.calls[0] as [{ optionalNamespaces: { eip155: { chains: string[]; methods: string[] } } }]
    expect(params.optionalNamespaces.eip155.chains).toEqual(['eip155:31337'])
    expect(params.optionalNamespaces.eip155.methods).toEqual(
      expect.arrayContaining([
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_sendCalls',
        'wallet_getCallsStatus',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'eth_sendUserOperation',
        'wallet_getCapabilities',
        'wallet_getAssets',
      ]),
    )
  })
})

describe('session proposal events', () => {
  it('R-PERM-3: the eip155 namespace asks for the EIP-1193 events the provider relays, accountsChanged and chainChanged', async () => {
    const { client, connect } = fakeClient()
    const loadClient = async () => client
    const provider = createWalletConnectProvider({ loadClient, rpcUrl: () => undefined, fetch: vi.fn() })
    const pairing = createPairingService({ loadClient, provider, chains: ['eip155:1', 'eip155:10'], now: () => 0 })
    await pairing.createPairing(new AbortController().signal)
    const [params] = connect.mock.calls[0] as [{ optionalNamespaces: { eip155: { chains: string[]; events: string[] } } }]
    expect(params.optionalNamespaces.eip155.chains).toEqual(['eip155:1', 'eip155:10'])
    expect([...params.optionalNamespaces.eip155.events].sort()).toEqual(['accountsChanged', 'chainChanged'])
  })
})

describe('session proposal with Solana networks', () => {
  it('asks for the solana namespace with the Solana RPC methods, beside eip155; an app of one namespace asks only for it', async () => {
    const { client, connect } = fakeClient()
    const loadClient = async () => client
    const provider = createWalletConnectProvider({ loadClient, rpcUrl: () => undefined, fetch: vi.fn() })
    const both = createPairingService({ loadClient, provider, chains: ['eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], now: () => 0 })
    await both.createPairing(new AbortController().signal)
    const solanaOnly = createPairingService({ loadClient, provider, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], now: () => 0 })
    await solanaOnly.createPairing(new AbortController().signal)
    const [[first], [second]] = connect.mock.calls as [[{ optionalNamespaces: Record<string, { chains: string[]; methods: string[]; events: string[] }> }], [{ optionalNamespaces: Record<string, unknown> }]]
    expect(first.optionalNamespaces.solana).toEqual({
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
      events: [],
    })
    expect(first.optionalNamespaces.eip155?.chains).toEqual(['eip155:31337'])
    expect(Object.keys(second.optionalNamespaces)).toEqual(['solana'])
  })
})
