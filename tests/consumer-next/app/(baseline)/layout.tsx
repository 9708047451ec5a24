// The size floor's root layout: the same app with wagmi and react-query but no Latch (no stylesheet, no
// createLatch, no connector, no LatchProvider, no button). scripts/nextFixture.ts subtracts what /baseline loads
// before the first click from what / loads.
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata: Metadata = { title: 'Latch consumer (Next.js), without Latch' }

export default function BaselineLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
