// The minimal Latch embed the benchmark measures. Its services come from the query, since bench/run.ts starts them
// on free ports (only known at run time): `?api=` the provider API, `?relay=` the WalletConnect relay (config only:
// nothing of WalletConnect loads before a pairing starts). `?networks=` (comma-separated CAIP-2 ids) replaces the
// default eip155:1; only the WalletConnect load sets it, adding the devstack chain the test wallet signs on.
// window.__latch lets the WalletConnect load ask for a personal_sign once connected.
import { createRoot } from 'react-dom/client'
import { createLatch, type Latch, type LatchNetworkId } from '../../../src/index'
import { LatchProvider, ConnectButton } from '../../../src/react'
import '../../../src/views/latch.css'

const query = new URLSearchParams(location.search)
const API_URL = query.get('api') ?? 'http://127.0.0.1:9'
const RELAY_URL = query.get('relay') ?? undefined
// `?rpc=` the devstack's blockchain API: a connected account's name is looked up there, never in the cloud.
const RPC_URL = query.get('rpc') ?? undefined
const NETWORKS = (query.get('networks')?.split(',').filter(Boolean) ?? ['eip155:1']) as LatchNetworkId[]

const latch = createLatch({ networks: NETWORKS, services: { apiUrl: API_URL, relayUrl: RELAY_URL, rpcUrl: RPC_URL } })
;(window as Window & { __latch?: Latch }).__latch = latch
createRoot(document.getElementById('root')!).render(<LatchProvider latch={latch}><ConnectButton /></LatchProvider>)
