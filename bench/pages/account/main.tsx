// The page the account-data loads measure (bench/accountData.ts): Latch on the devstack's own chains — two local EVM
// chains and the local Solana as the app's network objects, the blockchain API as its RPC service — with the
// connect button, whose network badge shows the active network. Everything comes from the query (?api=, ?rpc=,
// ?chains= a JSON array of network objects, ?frame= the embedded-wallet frame, ?siwx= the sign-in server, turning sign-in on), since the bench starts its services on free ports. Not measured for
// first-click bytes: that is the latch page's job.
import { createRoot } from 'react-dom/client'
import { createLatch } from '../../../src/index'
import { LatchProvider, ConnectButton } from '../../../src/react'
import '../../../src/views/latch.css'

const query = new URLSearchParams(location.search)
const networks = JSON.parse(query.get('chains') ?? '[]') as Parameters<typeof createLatch>[0]['networks']
const siwxUrl = query.get('siwx') ?? undefined
const latch = createLatch({
  networks,
  ...(siwxUrl ? { siwx: true as const } : {}),
  services: { apiUrl: query.get('api') ?? 'http://127.0.0.1:9', rpcUrl: query.get('rpc') ?? undefined, frameUrl: query.get('frame') ?? undefined, siwxUrl },
})
// The app's own code reaches its Latch (bench/emailLogin.ts asks for a signature as an app would).
;(window as unknown as { latch?: typeof latch }).latch = latch
createRoot(document.getElementById('root')!).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
