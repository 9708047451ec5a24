// Issue 17: the installable package's weights, with the very steps and size computation of the `package` layer of
// `npm test` (scripts/consumerFixture.ts, scripts/packageSize.ts): build dist/, pack it, install the tarball into
// tests/consumer, build the fixture with and without Latch. Sizes only, no timings: they do not vary between runs.
import { baselineDist, buildFixture, buildLibrary, fixtureDist, installFixture, pack, UNPACKED_DIR } from '../scripts/consumerFixture'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstClick, initialJs, packageSizes, type FirstClick, type PackageSizes } from '../scripts/packageSize'

export type PackageMetrics = PackageSizes & {
  /** The fixture's start-up JS (entry + static imports) with Latch and without; Latch's share must stay <= the limit. */
  firstClick: FirstClick
  /** Issue 35: a catalogue as the fixture's build ships it (gzip KiB): English's loads with the dialog, any other
   * locale's only when spoken (here German, one more locale on demand). */
  catalogues: { en: number; de: number }
  buildMs: number
}

/** The gzip KiB of the fixture's chunk for a locale's catalogue (`<locale>-<hash>.js`). */
function catalogueKiB(locale: string): number {
  const assets = join(fixtureDist(), 'assets')
  const file = readdirSync(assets).find((name) => new RegExp(`^${locale}-[\\w-]+\\.js$`).test(name))
  if (!file) throw new Error(`no ${locale} catalogue chunk in ${assets}`)
  return Math.round((gzipSync(readFileSync(join(assets, file)), { level: 9 }).length / 1024) * 10) / 10
}

export function measurePackage(): PackageMetrics {
  const started = performance.now()
  buildLibrary()
  const tarball = pack()
  installFixture(tarball)
  buildFixture('latch')
  buildFixture('baseline')
  return {
    ...packageSizes(UNPACKED_DIR),
    firstClick: firstClick(initialJs(fixtureDist(), 'index.html'), initialJs(baselineDist(), 'baseline.html')),
    catalogues: { en: catalogueKiB('en'), de: catalogueKiB('de') },
    buildMs: Math.round(performance.now() - started),
  }
}

/** The report's rows: gzip per entry of the packed package, and the fixture's first-click JS with and without Latch. */
export function packageLines(metrics: PackageMetrics, width: number): string[] {
  const col = (text: string) => text.padStart(12)
  const gate = metrics.firstClick
  return [
    'Package (issue 17: .pack tarball; fixture tests/consumer)'.padEnd(width) + col('gzip KiB'),
    ...Object.entries(metrics.entries).map(([name, size]) => `  ${name}: entry + static imports, as shipped (${size.files} files)`.padEnd(width) + col(size.gzipKiB.toFixed(1))),
    '  latch/style.css'.padEnd(width) + col(metrics.styleGzipKiB.toFixed(1)),
    `  fixture JS before the first click, with Latch (${gate.files.with} files)`.padEnd(width) + col(gate.withLatchKiB.toFixed(1)),
    `  fixture JS before the first click, without Latch (${gate.files.without} files)`.padEnd(width) + col(gate.withoutLatchKiB.toFixed(1)),
    `  Latch's share (limit ${gate.limitKiB} KiB): ${gate.ok ? 'ok' : 'OVER'}`.padEnd(width) + col(gate.latchKiB.toFixed(1)),
    '  the English catalogue, loaded with the dialog'.padEnd(width) + col(metrics.catalogues.en.toFixed(1)),
    '  one more locale (de), loaded only when spoken'.padEnd(width) + col(metrics.catalogues.de.toFixed(1)),
  ]
}
