// `npm start`: the whole local stack on 127.0.0.1 with no internet and no project id — the local EVM chains (two
// anvils, seeded), the local Solana (litesvm) and the blockchain API, the WalletConnect relay, the local mail (an SMTP
// server that catches everything and its mailbox), the embedded-wallet frame page, the provider API (with the
// inspector relay, the test wallet's script and the WalletConnect test wallet page at /__wallet) and the laboratory
// page, the on-ramp's stand-in providers (Coinbase's and Meld's pages, selling local funds) — and one URL printed.
import { startBlockchainApi } from './blockchainApi'
import { DEV_CHAIN_B_ID } from './chain/devAccounts'
import { USDC_ADDRESS, USDC_DEPLOYER } from './chain/devTokens'
import { startProxiedChain } from './chain/faultProxy'
import { seedChain } from './chain/seedChain'
import { HISTORY_TRANSFERS } from './chain/seedPlan'
import { deploySmartAccountContracts, ENTRY_POINT_ADDRESS, SMART_ACCOUNT_FACTORY_ADDRESS } from './chain/smartAccountDeployment'
import { parseAllowedOrigins, startFrame } from './frame'
import { startLab } from './labServer'
import { startMail } from './mail'
import { startOnRampProviders } from './onRamp'
import { startProviderApi } from './providerApi/index'
import { startRelay } from './relay'
import { startSiwxServer } from './siwx'
import { startSolana } from './solana'
import { buildTestWalletScript } from './testWallet/build'
import { buildWcWalletScript } from './wcWallet/build'

const host = '127.0.0.1'
const apiPort = Number(process.env.LATCH_API_PORT ?? 5174)
const appPort = Number(process.env.LATCH_PORT ?? 5173)
const chainPort = Number(process.env.LATCH_CHAIN_PORT ?? 8545)
const relayPort = Number(process.env.LATCH_RELAY_PORT ?? 5175)

// Built in the background while the rest starts; GET /__test-wallet.js waits for it (and answers 500 if it failed).
const testWalletScript = buildTestWalletScript()
testWalletScript.catch((error: unknown) => console.error(`test wallet bundle failed: ${error instanceof Error ? error.message : String(error)}`))
// Likewise the WalletConnect test wallet page's script, for GET /__wallet.js.
const wcWalletScript = buildWcWalletScript()
wcWalletScript.catch((error: unknown) => console.error(`WalletConnect test wallet bundle failed: ${error instanceof Error ? error.message : String(error)}`))

// --- EVM chains (issue 13): chain A (31337) and chain B (31338), both with the devstack's tokens (devstack/chain/
// devTokens.ts) and chain A with a past of transfers and the test USDC (issue 36, no balances). Seeding runs while the
// rest starts; the blockchain API waits.
const chainBPort = Number(process.env.LATCH_CHAIN_B_PORT ?? 8546)
// Each waits for its chain's first answer up to 60 s (a loaded machine is slow, not broken), saying so once when slow.
// The chain's port (and `chain.url`, what everyone below is given) is its fault proxy's (chain/faultProxy.ts: POST
// <url>/__faults makes the chain fail without killing it); anvil itself listens on a free internal port, `anvilUrl`.
const [chain, chainB] = await Promise.all([
  startProxiedChain({ host, port: chainPort, label: 'chain A' }),
  startProxiedChain({ host, port: chainBPort, chainId: DEV_CHAIN_B_ID, label: 'chain B' }),
])
process.env.VITE_LATCH_CHAIN_URL = chain.url
process.env.VITE_LATCH_CHAIN_B_URL = chainB.url
// Chain A also gets ERC-4337 (EntryPoint v0.8 and the smart-account factory, issue 14): the embedded wallet's smart
// accounts live there; chain B has none, so there the embedded wallet's EOA answers (R-SA-2).
// Seeding talks to anvil itself: no fault a test sets is meant for it, and one hop fewer keeps the start quick.
const chainsSeeded = Promise.all([
  seedChain({ url: chain.anvilUrl, chainId: chain.chainId, transfers: HISTORY_TRANSFERS, testUsdc: true }),
  seedChain({ url: chainB.anvilUrl, chainId: chainB.chainId }),
  deploySmartAccountContracts({ url: chain.anvilUrl, chainId: chain.chainId }),
])
chainsSeeded.catch(() => undefined) // awaited (and thrown) below, before the app listens
// --- end EVM chains
// --- Solana (issue 13): litesvm behind JSON-RPC, with the dev keys' SOL and the LSD token (devstack/solana).
const solanaPort = Number(process.env.LATCH_SOLANA_PORT ?? 8899)
const solana = await startSolana({ host, port: solanaPort })
process.env.VITE_LATCH_SOLANA_URL = solana.url
process.env.VITE_LATCH_SOLANA_CAIP_ID = solana.caipNetworkId
// --- end Solana
const relay = await startRelay({ host, port: relayPort })
process.env.VITE_LATCH_RELAY_URL = relay.url
const api = await startProviderApi({
  host,
  port: apiPort,
  eventsFile: process.env.LATCH_EVENTS_FILE,
  testWalletScript: () => testWalletScript,
  relay,
  chainUrl: chain.url,
  solanaUrl: solana.url,
  wcWalletScript: () => wcWalletScript,
})
process.env.VITE_LATCH_API_URL = api.url
// --- Blockchain API (issue 13): the RPC proxy ({url}/v1/?chainId=<CAIP-2>&projectId=…), balances and history over
// the local chains; its answers wait for the seeding. Other local chains' RPCs (the local Solana's 'solana:<id>')
// join blockchainApiChains before this.
const blockchainApiPort = Number(process.env.LATCH_BLOCKCHAIN_API_PORT ?? 5176)
const blockchainApiChains: Record<string, string> = { [`eip155:${chain.chainId}`]: chain.url, [`eip155:${chainB.chainId}`]: chainB.url, [solana.caipNetworkId]: solana.url }
const blockchainApi = await startBlockchainApi({ host, port: blockchainApiPort, chains: blockchainApiChains, ready: chainsSeeded })
process.env.VITE_LATCH_BLOCKCHAIN_API_URL = blockchainApi.url
// --- end blockchain API
// --- Mail (issue 14): a local SMTP server that catches every message (the embedded wallet's one-time codes and
// device-approval links) and a mailbox to read them over HTTP (devstack/mail). LATCH_SMTP_URL, when already set,
// points the frame's mail at another SMTP server instead; the local one still runs for the mailbox page.
const smtpPort = Number(process.env.LATCH_SMTP_PORT ?? 2525)
const mailboxPort = Number(process.env.LATCH_MAILBOX_PORT ?? 5177)
const mail = await startMail({ host, smtpPort, httpPort: mailboxPort })
process.env.LATCH_SMTP_URL ??= mail.smtpUrl
process.env.VITE_LATCH_MAILBOX_URL = mail.mailboxUrl
// --- end mail
// --- Embedded-wallet frame (issue 14): the frame page the app's hidden iframe loads, on its own origin, and the
// wallet behind it (email login with codes and device approval mailed through LATCH_SMTP_URL, EOAs and smart
// accounts on chain A).
// LATCH_FRAME_ALLOWED_ORIGINS (comma separated) adds origins that may embed it to SPEC §9's.
const framePort = Number(process.env.LATCH_FRAME_PORT ?? 5178)
const frame = await startFrame({
  host,
  port: framePort,
  chainUrl: chain.url,
  chainId: chain.chainId,
  smartAccounts: { entryPoint: ENTRY_POINT_ADDRESS, factory: SMART_ACCOUNT_FACTORY_ADDRESS },
  smtpUrl: process.env.LATCH_SMTP_URL ?? mail.smtpUrl,
  allowedOrigins: parseAllowedOrigins(process.env.LATCH_FRAME_ALLOWED_ORIGINS),
})
process.env.VITE_LATCH_FRAME_URL = `${frame.url}/frame`
// --- end frame
// --- Sign-in server (issue 15): the app's backend for sign-in with X — nonces, sessions verified against the local
// chains (and Solana ed25519), per account; the app gets it as VITE_LATCH_SIWX_URL. Its app is the Vite server below:
// it listens on 127.0.0.1 (the URL printed, and the e2e baseURL), and a browser reaches the same socket as
// localhost:<port> (Vite lets localhost in), so a page there signs 'localhost:<port>' messages — both are the app.
// LATCH_SIWX_APP_ORIGINS (comma separated exact origins, e.g. http://localhost:3000) adds apps of your own whose
// sign-in it takes (message domain and URI, CORS) besides the laboratory's two; one that is not an origin stops the start.
const siwxPort = Number(process.env.LATCH_SIWX_PORT ?? 5179)
const siwxAppOrigins = parseAllowedOrigins(process.env.LATCH_SIWX_APP_ORIGINS)
const siwx = await startSiwxServer({
  host,
  port: siwxPort,
  evmChains: { [`eip155:${chain.chainId}`]: chain.url, [`eip155:${chainB.chainId}`]: chainB.url },
  appOrigins: [`http://${host}:${appPort}`, `http://localhost:${appPort}`, ...siwxAppOrigins],
})
process.env.VITE_LATCH_SIWX_URL = siwx.url
// --- end sign-in server
// --- On-ramp providers (issue 36): Coinbase's and Meld's stand-in pages (devstack/onRamp), whose Pay mints the
// purchase for real: USDC on chain A from its deployer, ETH from that same funded dev account, USDC and SOL on the
// local Solana. Payouts talk to anvil itself, as the seeding does, and wait for it.
const onRampPort = Number(process.env.LATCH_ONRAMP_PORT ?? 5180)
const onRamp = await startOnRampProviders({
  host,
  port: onRampPort,
  evm: { url: chain.anvilUrl, chainId: chain.chainId, usdc: USDC_ADDRESS, usdcMinter: USDC_DEPLOYER, ethPayer: USDC_DEPLOYER },
  solana: { mintUsdc: solana.mintUsdc, giveSol: solana.giveSol },
  ready: chainsSeeded,
})
process.env.VITE_LATCH_ONRAMP_URL = onRamp.url
// --- end on-ramp providers
// The e2e run edits nothing, and a file watcher reloading pages mid-test only makes it flaky.
const quiet = process.env.LATCH_NO_WATCH === '1'
// LATCH_LAB=built serves the laboratory built (devstack/labServer.ts), as the e2e layer does.
const lab = await startLab({ host, port: appPort, built: process.env.LATCH_LAB === 'built', quiet })
await chainsSeeded // (EVM chains, issue 13) the app answers only once the chains hold their tokens and past
await lab.listen()

console.log(`http://${host}:${appPort}`)

async function stop() {
  await Promise.allSettled([lab.close(), api.close(), relay.close(), chain.close(), chainB.close(), solana.close(), blockchainApi.close(), mail.close(), frame.close(), siwx.close(), onRamp.close()])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
