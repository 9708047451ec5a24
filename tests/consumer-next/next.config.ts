// A plain App Router app: default output (a server, `next start`), no export. The fixture sits inside the Latch
// repository, whose own package-lock.json Next would otherwise take for the workspace root: both roots are pinned
// here so that Turbopack resolves and traces from this folder only.
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  turbopack: { root: __dirname },
  outputFileTracingRoot: __dirname,
}

export default nextConfig
