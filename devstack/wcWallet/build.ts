// Bundles the WalletConnect test wallet page's script (main.ts, with @walletconnect/sign-client and viem) into one
// self-contained IIFE with esbuild's JS API, in memory. devstack/start.ts builds it at start-up, in the background,
// and the provider API serves it at GET /__wallet.js.
import { build } from 'esbuild'

export async function buildWcWalletScript(): Promise<string> {
  const result = await build({
    entryPoints: [new URL('./main.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    banner: { js: '/* Latch WalletConnect test wallet (devstack): dev keys on the local chain over the local relay. Public test keys, never real value. */' },
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error('WalletConnect test wallet: esbuild produced no output')
  return output.text
}
