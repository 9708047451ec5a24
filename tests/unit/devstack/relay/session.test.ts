// The devstack relay carries a whole WalletConnect session between two real sign-client 2.25 clients, with no
// internet: pairing, proposal, approval, a signed request, and disconnect; a rejected proposal; a wallet that
// pairs after the dapp proposed.
import { getSdkError } from '@walletconnect/utils'
import { recoverMessageAddress } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type Relay } from '../../../../devstack/relay'
import { ACCOUNT, answerRequests, approveProposals, CHAIN, closeClient, createClient, NAMESPACES, type Client } from './signClients'

let relay: Relay
const clients: Client[] = []

async function client(role: 'dapp' | 'wallet'): Promise<Client> {
  const created = await createClient(relay.url, role)
  clients.push(created)
  return created
}

beforeAll(async () => {
  relay = await startRelay({ port: 0 })
})
afterEach(async () => {
  await Promise.all(clients.splice(0).map(closeClient))
})
afterAll(async () => {
  await relay.close()
})

describe('a WalletConnect session over the devstack relay', { timeout: 30_000 }, () => {
  it('pairs, settles, signs a personal_sign request and ends with session_delete on the dapp', async () => {
    const [dapp, wallet] = await Promise.all([client('dapp'), client('wallet')])
    approveProposals(wallet)
    answerRequests(wallet)

    const { uri, approval } = await dapp.connect({ optionalNamespaces: NAMESPACES })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair({ uri: uri! })
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ACCOUNT.address}`])
    expect(session.peer.metadata.name).toBe('Latch test wallet')
    expect(wallet.session.get(session.topic).peer.metadata.name).toBe('Latch test dapp')

    const message = '0x4c61746368' // "Latch"
    const signature = (await dapp.request({ topic: session.topic, chainId: CHAIN, request: { method: 'personal_sign', params: [message, ACCOUNT.address] } })) as `0x${string}`
    expect(await recoverMessageAddress({ message: { raw: message }, signature })).toBe(ACCOUNT.address)

    await expect(dapp.request({ topic: session.topic, chainId: CHAIN, request: { method: 'eth_signTypedData_v4', params: [ACCOUNT.address, '{}'] } })).rejects.toMatchObject({ code: 4001 })

    const deleted = new Promise<{ topic: string }>((resolve) => dapp.on('session_delete', resolve))
    await wallet.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    expect((await deleted).topic).toBe(session.topic)
    expect(dapp.session.getAll()).toHaveLength(0)
  })

  it('a rejected proposal rejects the dapp’s approval()', async () => {
    const [dapp, wallet] = await Promise.all([client('dapp'), client('wallet')])
    wallet.on('session_proposal', (proposal) => void wallet.reject({ id: proposal.id, reason: getSdkError('USER_REJECTED') }))
    const { uri, approval } = await dapp.connect({ optionalNamespaces: NAMESPACES })
    const settled = approval().then(
      () => 'approved',
      (error: unknown) => error,
    )
    await wallet.pair({ uri: uri! })
    expect(await settled).toMatchObject({ code: getSdkError('USER_REJECTED').code })
  })

  it('keeps the proposal for a wallet that starts and pairs a second later', async () => {
    const dapp = await client('dapp')
    const { uri, approval } = await dapp.connect({ optionalNamespaces: NAMESPACES })
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const wallet = await client('wallet')
    const proposed = new Promise<string>((resolve) => wallet.on('session_proposal', (proposal) => resolve(proposal.params.proposer.metadata.name)))
    approveProposals(wallet)
    await wallet.pair({ uri: uri! })
    expect(await proposed).toBe('Latch test dapp')
    expect((await approval()).namespaces.eip155?.accounts).toHaveLength(1)
  })
})
