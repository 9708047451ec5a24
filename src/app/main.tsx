import { createRoot } from 'react-dom/client'
import { createLatch, type LatchDependencies } from '../system/createLatch'
import '../views/latch.css'
import { Laboratory } from './Laboratory'
import { readLabSettings } from './labSettings'
import { isTestWalletEnabled, loadTestWallet } from './testWallet'

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const LOCAL_A = { caipNetworkId: 'eip155:31337' as const, name: 'Local chain', nativeCurrency: ETHER, rpcUrl: import.meta.env.VITE_LATCH_CHAIN_URL ?? 'http://127.0.0.1:8545', testnet: true }
const LOCAL_B = { caipNetworkId: 'eip155:31338' as const, name: 'Local chain B', nativeCurrency: ETHER, rpcUrl: import.meta.env.VITE_LATCH_CHAIN_B_URL ?? 'http://127.0.0.1:8546', testnet: true }
// The devstack's Solana cluster (litesvm): its own CAIP id (from its genesis hash) and RPC.
const LOCAL_SOLANA = {
  caipNetworkId: (import.meta.env.VITE_LATCH_SOLANA_CAIP_ID ?? 'solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL') as `solana:${string}`,
  name: 'Local Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrl: import.meta.env.VITE_LATCH_SOLANA_URL ?? 'http://127.0.0.1:8899',
  testnet: true,
}
const settings = readLabSettings(location.search, import.meta.env.VITE_LATCH_API_URL ?? 'http://127.0.0.1:5174')

async function inspector(): Promise<LatchDependencies['inspect']> {
  // Dev only: this branch and the inspector module vanish from production builds, except the devstack's own build of
  // the laboratory for the e2e layer (devstack/labServer.ts), whose inspector tests need it.
  if (!(import.meta.env.DEV || import.meta.env.VITE_LATCH_LAB_INSPECTOR === 'on') || settings.inspect === 'off') return undefined
  const { createLatchInspector } = await import('../devtools/inspector')
  return createLatchInspector(
    settings.inspect === 'stately' ? { kind: 'browser' } : { kind: 'websocket', url: `${settings.apiUrl.replace(/^http/, 'ws')}/inspect` },
  )
}

// Before Latch exists, so the wallet is discovered the way an extension's would be.
if (isTestWalletEnabled()) await loadTestWallet({ apiUrl: settings.apiUrl, chainUrl: LOCAL_A.rpcUrl, chainBUrl: LOCAL_B.rpcUrl, solanaUrl: LOCAL_SOLANA.rpcUrl })

const latch = createLatch(
  {
    projectId: 'latch-local',
    // The devstack's two local chains bring their own RPC; the rest are read through the provider RPC (services.rpcUrl).
    networks: settings.onlyChainA ? [LOCAL_A, 'eip155:1'] : [LOCAL_A, LOCAL_B, 'eip155:1', 'eip155:8453', LOCAL_SOLANA, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    metadata: { name: 'Latch laboratory', description: 'Every Latch flow, live', url: location.origin },
    themeMode: settings.theme,
    ...(settings.locale ? { locale: settings.locale } : {}),
    ...(settings.accent ? { themeVariables: { '--latch-accent': settings.accent } } : {}),
    embedded: settings.embedded,
    signInRequired: settings.signInRequired,
    ...(settings.siwx ? { siwx: true as const } : {}),
    basic: settings.basic,
    // The devstack's blockchain API (balances, history, the RPC of every chain) and WalletConnect relay: nothing
    // leaves 127.0.0.1.
    services: {
      apiUrl: settings.apiUrl,
      rpcUrl: import.meta.env.VITE_LATCH_BLOCKCHAIN_API_URL ?? 'http://127.0.0.1:5176',
      relayUrl: import.meta.env.VITE_LATCH_RELAY_URL ?? 'ws://127.0.0.1:5175',
      // The devstack's embedded-wallet frame page, on its own origin (issue 14).
      frameUrl: import.meta.env.VITE_LATCH_FRAME_URL ?? 'http://127.0.0.1:5178/frame',
      // The devstack's sign-in server (issue 15).
      siwxUrl: import.meta.env.VITE_LATCH_SIWX_URL ?? 'http://127.0.0.1:5179',
      // The devstack's stand-in on-ramp providers' pages (issue 36).
      onRampUrl: import.meta.env.VITE_LATCH_ONRAMP_URL ?? 'http://127.0.0.1:5180',
    },
  },
  { inspect: await inspector() },
)

// Any app's own code can reach its Latch; the laboratory says so plainly, so tests can act as that code does (issue
// 31: nothing it can reach approves a request of the embedded wallet).
;(window as unknown as { latch?: typeof latch }).latch = latch

createRoot(document.getElementById('root')!).render(<Laboratory latch={latch} settings={settings} />)
