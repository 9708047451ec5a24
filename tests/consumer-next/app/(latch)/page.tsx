import { Wallet } from './Wallet'

export default function Home() {
  return (
    <main>
      <h1>Latch consumer (Next.js)</h1>
      <Wallet />
    </main>
  )
}
