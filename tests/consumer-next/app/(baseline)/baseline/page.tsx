import { WagmiAccount } from '../../WagmiAccount'

export default function Baseline() {
  return (
    <main>
      <h1>Latch consumer (Next.js), without Latch</h1>
      <WagmiAccount />
    </main>
  )
}
