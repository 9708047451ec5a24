// Bundles the test wallet (main.ts, viem included) into one self-contained IIFE with esbuild's JS API, in memory.
// devstack/start.ts builds it once at start-up and the provider API serves it at GET /__test-wallet.js.
import { build } from 'esbuild'

export async function buildTestWalletScript(): Promise<string> {
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
    banner: { js: '/* Latch Test Wallet (devstack): a dev-key EIP-1193 wallet for the local chain. Public test keys, never real value. */' },
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error('test wallet: esbuild produced no output')
  return output.text
}
