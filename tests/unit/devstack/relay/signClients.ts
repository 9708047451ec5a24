// Test support: real @walletconnect/sign-client 2.25 clients (a dapp and a wallet) on the devstack relay, in Node.
// IS_VITEST=true is sign-client's own switch for Verify and the start-up events (vitest sets VITEST, not this);
// telemetryEnabled:false stops event batching; a customStoragePrefix per client keeps two clients in one process
// apart (sign-client shares one Core per prefix).
import { SignClient } from '@walletconnect/sign-client'
import { privateKeyToAccount } from 'viem/accounts'
import { DEV_ACCOUNTS, DEV_CHAIN_ID } from '../../../../devstack/chain/devAccounts'

process.env.IS_VITEST = 'true'

export type Client = Awaited<ReturnType<typeof SignClient.init>>

export const CHAIN = `eip155:${DEV_CHAIN_ID}`
export const ACCOUNT = DEV_ACCOUNTS[0]!
export const NAMESPACES = { eip155: { chains: [CHAIN], methods: ['personal_sign', 'eth_signTypedData_v4'], events: ['accountsChanged', 'chainChanged'] } }
export const APPROVED = { eip155: { ...NAMESPACES.eip155, accounts: [`${CHAIN}:${ACCOUNT.address}`] } }

let counter = 0

export async function createClient(relayUrl: string, role: 'dapp' | 'wallet', name = `Latch test ${role}`): Promise<Client> {
  counter += 1
  return SignClient.init({
    projectId: 'latch-devstack',
    relayUrl,
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: `${role}-${process.pid}-${counter}`,
    metadata: { name, description: `relay test ${role}`, url: `http://127.0.0.1/${role}`, icons: [] },
  })
}

/** Closes the client's socket and stops its timers, so the worker has nothing left running. */
export async function closeClient(client: Client): Promise<void> {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose().catch(() => undefined)
}

/** The wallet answers personal_sign with a real signature of the dev account; anything else with 4001. */
export function answerRequests(wallet: Client): void {
  const account = privateKeyToAccount(ACCOUNT.privateKey)
  wallet.on('session_request', (event) => {
    const { id, topic } = event
    const { method, params } = event.params.request
    void (async () => {
      if (method === 'personal_sign' && Array.isArray(params) && typeof params[0] === 'string') {
        const signature = await account.signMessage({ message: { raw: params[0] as `0x${string}` } })
        await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
      } else {
        await wallet.respond({ topic, response: { id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } } })
      }
    })()
  })
}

export function approveProposals(wallet: Client): void {
  wallet.on('session_proposal', (proposal) => {
    void wallet.approve({ id: proposal.id, namespaces: APPROVED })
  })
}
