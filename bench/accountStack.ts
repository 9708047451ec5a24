// What the account-data, email-login and sign-in loads need, started in-process on free loopback ports as devstack/start.ts starts them: the
// two local EVM chains (anvil, seeded with the devstack's tokens and chain A's past), the local Solana (litesvm) and
// the blockchain API over all three, the mail, the embedded-wallet frame and the sign-in server, and the test wallet's bundle (EVM and
// Solana sides) to inject in the page.
import { startBlockchainApi } from '../devstack/blockchainApi'
import { startChain } from '../devstack/chain/anvil'
import { DEV_CHAIN_B_ID } from '../devstack/chain/devAccounts'
import { seedChain } from '../devstack/chain/seedChain'
import { HISTORY_TRANSFERS } from '../devstack/chain/seedPlan'
import { deploySmartAccountContracts, ENTRY_POINT_ADDRESS, SMART_ACCOUNT_FACTORY_ADDRESS } from '../devstack/chain/smartAccountDeployment'
import { startFrame } from '../devstack/frame'
import { startMail } from '../devstack/mail'
import { startSiwxServer } from '../devstack/siwx'
import { startSolana } from '../devstack/solana'
import { buildTestWalletScript } from '../devstack/testWallet/build'

export type AccountStack = {
  /** The account page's ?chains=: the app's network objects for the three local chains. */
  networks: object[]
  rpcUrl: string
  /** The embedded-wallet frame page (issue 14) and the mailbox its codes arrive in. */
  frameUrl: string
  mailboxUrl: string
  /** The sign-in server (issue 15). */
  siwxUrl: string
  /** The test wallet, configured for these chains, to run before any page script. */
  walletScript: string
  close(): Promise<void>
}

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export async function startAccountStack(): Promise<AccountStack> {
  const bundle = buildTestWalletScript()
  const [a, b, solana] = await Promise.all([startChain({ port: 0 }), startChain({ port: 0, chainId: DEV_CHAIN_B_ID }), startSolana({ port: 0 })])
  const closers: (() => Promise<unknown>)[] = [() => a.close(), () => b.close(), () => solana.close()]
  const close = async () => void (await Promise.allSettled(closers.map((closer) => closer())))
  try {
    await Promise.all([
      seedChain({ url: a.url, chainId: a.chainId, transfers: HISTORY_TRANSFERS }),
      seedChain({ url: b.url, chainId: b.chainId }),
      deploySmartAccountContracts({ url: a.url, chainId: a.chainId }),
    ])
    const api = await startBlockchainApi({ port: 0, chains: { [`eip155:${a.chainId}`]: a.url, [`eip155:${b.chainId}`]: b.url, [solana.caipNetworkId]: solana.url } })
    closers.unshift(() => api.close())
    const mail = await startMail({ host: '127.0.0.1', smtpPort: 0, httpPort: 0 })
    closers.unshift(() => mail.close())
    const frame = await startFrame({
      port: 0,
      chainUrl: a.url,
      chainId: Number(a.chainId),
      smartAccounts: { entryPoint: ENTRY_POINT_ADDRESS, factory: SMART_ACCOUNT_FACTORY_ADDRESS },
      smtpUrl: mail.smtpUrl,
    })
    closers.unshift(() => frame.close())
    const siwx = await startSiwxServer({ port: 0, evmChains: { [`eip155:${a.chainId}`]: a.url, [`eip155:${b.chainId}`]: b.url } })
    closers.unshift(() => siwx.close())
    const config = { chainUrl: a.url, chainBUrl: b.url, solanaUrl: solana.url }
    return {
      networks: [
        { caipNetworkId: `eip155:${a.chainId}`, name: 'Local chain', nativeCurrency: ETHER, rpcUrl: a.url, testnet: true },
        { caipNetworkId: `eip155:${b.chainId}`, name: 'Local chain B', nativeCurrency: ETHER, rpcUrl: b.url, testnet: true },
        { caipNetworkId: solana.caipNetworkId, name: 'Local Solana', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrl: solana.url, testnet: true },
      ],
      rpcUrl: api.url,
      frameUrl: `${frame.url}/frame`,
      mailboxUrl: mail.mailboxUrl,
      siwxUrl: siwx.url,
      walletScript: `window.__LATCH_TEST_WALLET__ = ${JSON.stringify(config)};\n${await bundle}`,
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}
