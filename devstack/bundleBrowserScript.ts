// The devstack's wallet pages ship as one self-contained IIFE each, bundled in memory with esbuild's JS API:
// devstack/start.ts builds them at start-up and the provider API serves them.
import { build } from 'esbuild'

export async function bundleBrowserScript(entry: URL, what: string, banner: string): Promise<string> {
  const result = await build({
    entryPoints: [entry.pathname],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    banner: { js: banner },
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error(`${what}: esbuild produced no output`)
  return output.text
}
