// The root layout of the app with Latch (a server component): Latch's stylesheet, imported once, and the client
// providers around every page. (A route group only so that the size floor, /baseline, can have a root layout of its
// own without Latch; an app has this as app/layout.tsx.)
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import 'latch/style.css'
import { Providers } from './providers'

export const metadata: Metadata = { title: 'Latch consumer (Next.js)' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
