// Sizes of the installable package (issue 17), shared by the `package` layer of `npm test`
// (scripts/packageLayer.ts) and `npm run bench`: gzip -9 of each file, as bench/network.ts measures JS.
//   entrySizes:  each `exports` entry of dist/ with the chunks it imports statically (what a bundler must take
//                when the entry is imported; the lazy chunks behind its dynamic imports are left out), as shipped
//                (not minified).
//   initialJs:   a Vite build's JS loaded at start: the HTML entry's chunk and its static imports (Vite preloads
//                those), read from the build manifest; dynamic imports are the lazy part.
import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Issue 17: the fixture's start-up JS with Latch minus the same app without it, at most (gzip, KiB). */
export const SIZE_GATE_KIB = 45

export type JsSize = { files: string[]; rawBytes: number; gzipBytes: number }

const gzipOf = (path: string) => {
  const body = readFileSync(path)
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
}

function total(dir: string, files: string[]): JsSize {
  let rawBytes = 0
  let gzipBytes = 0
  for (const file of files) {
    const { raw, gzip } = gzipOf(join(dir, file))
    rawBytes += raw
    gzipBytes += gzip
  }
  return { files, rawBytes, gzipBytes }
}

export const kib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10

// ---- the package's entries -------------------------------------------------------------------------------------

const STATIC_IMPORT = /^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"|^import\s*"([^"]+)"/gm
const DYNAMIC_IMPORT = /\bimport\(\s*"([^"]+)"\s*\)/g

export type EntryClosure = JsSize & {
  /** Bare specifiers of the static closure (what a consumer must have installed for this entry at start). */
  packages: string[]
  /** Bare and relative specifiers reached only by dynamic import from the closure. */
  lazy: string[]
}

/** The static closure of `file` under `baseDir` (relative imports followed; bare ones collected). Files are named
 * relative to baseDir. */
export function entryClosure(baseDir: string, file: string): EntryClosure {
  const seen = new Set<string>()
  const packages = new Set<string>()
  const lazy = new Set<string>()
  const walk = (name: string): void => {
    if (seen.has(name)) return
    seen.add(name)
    const source = readFileSync(join(baseDir, name), 'utf8')
    const resolve = (specifier: string) => posix.join(posix.dirname(name), specifier)
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const specifier = (match[1] ?? match[2])!
      if (specifier.startsWith('.')) walk(resolve(specifier))
      else packages.add(specifier)
    }
    for (const match of source.matchAll(DYNAMIC_IMPORT)) lazy.add(match[1]!.startsWith('.') ? resolve(match[1]!) : match[1]!)
  }
  walk(posix.normalize(file))
  const files = [...seen]
  for (const name of files) lazy.delete(name)
  return { ...total(baseDir, files), packages: [...packages].sort(), lazy: [...lazy].sort() }
}

/** `exports` subpath → dist file, for the JS entries of package.json (the stylesheet apart). */
export function jsEntries(packageJson: { exports: Record<string, string | { default: string }> }): Record<string, string> {
  const entries: Record<string, string> = {}
  for (const [subpath, target] of Object.entries(packageJson.exports)) {
    const file = typeof target === 'string' ? target : target.default
    if (file.endsWith('.js')) entries[subpath] = file
  }
  return entries
}

export type PackageSizes = { entries: Record<string, { gzipKiB: number; rawKiB: number; files: number }>; styleGzipKiB: number }

/** gzip of each JS entry's static closure and of the stylesheet, from an unpacked package directory. */
export function packageSizes(packageDir: string): PackageSizes {
  const packageJson = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Parameters<typeof jsEntries>[0]
  const entries: PackageSizes['entries'] = {}
  for (const [subpath, file] of Object.entries(jsEntries(packageJson))) {
    const closure = entryClosure(packageDir, file)
    entries[subpath === '.' ? 'latch' : `latch/${subpath.slice(2)}`] = { gzipKiB: kib(closure.gzipBytes), rawKiB: kib(closure.rawBytes), files: closure.files.length }
  }
  return { entries, styleGzipKiB: kib(gzipOf(join(packageDir, 'dist', 'style.css')).gzip) }
}

// ---- a Vite build's start-up JS --------------------------------------------------------------------------------

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }

/** The JS a built page loads before any click: its entry chunk and, transitively, the chunks it imports statically. */
export function initialJs(distDir: string, htmlEntry: string): JsSize {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const entry = manifest[htmlEntry]
  if (!entry?.isEntry) throw new Error(`${distDir}: no entry ${htmlEntry} in the build manifest`)
  const files = new Set<string>()
  const walk = (chunk: ManifestChunk): void => {
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key]
      if (!imported) throw new Error(`${distDir}: manifest names ${key} but has no such chunk`)
      walk(imported)
    }
  }
  walk(entry)
  return total(distDir, [...files].filter((file) => file.endsWith('.js')))
}

export type FirstClick = { withLatchKiB: number; withoutLatchKiB: number; latchKiB: number; limitKiB: number; ok: boolean; files: { with: number; without: number } }

/** The size gate: the fixture with Latch against the same app without it. */
export function firstClick(withLatch: JsSize, withoutLatch: JsSize): FirstClick {
  const latchKiB = kib(withLatch.gzipBytes - withoutLatch.gzipBytes)
  return {
    withLatchKiB: kib(withLatch.gzipBytes),
    withoutLatchKiB: kib(withoutLatch.gzipBytes),
    latchKiB,
    limitKiB: SIZE_GATE_KIB,
    ok: withLatch.gzipBytes - withoutLatch.gzipBytes <= SIZE_GATE_KIB * 1024,
    files: { with: withLatch.files.length, without: withoutLatch.files.length },
  }
}
