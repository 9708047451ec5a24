// The minimal Latch embed the benchmark measures. The provider API's URL comes from the `?api=` query
// parameter (bench/run.ts starts the API on a free port, so it is only known at run time).
import { createRoot } from 'react-dom/client'
import { createLatch, LatchProvider, ConnectButton } from '../../../src/index'

const API_URL = new URLSearchParams(location.search).get('api') ?? 'http://127.0.0.1:9'

const latch = createLatch({ networks: ['eip155:1'], services: { apiUrl: API_URL } })
createRoot(document.getElementById('root')!).render(<LatchProvider latch={latch}><ConnectButton /></LatchProvider>)
