// The source modules an entry of the package loads before anything lazy: its static import closure (type-only
// imports and dynamic imports left out). tsdown.config.ts groups each entry's closure into one chunk so that a
// consumer's bundler sees one shared module, not a dozen small ones each reached by its own set of lazy chunks (each
// such set becomes its own chunk in the app, loaded at start: issue 17's size gate measured about 0.5 KiB of that).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm

function resolveSource(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate))
}

/** Absolute paths of the modules `entry` imports statically, transitively, itself included. */
export function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>()
  const walk = (file: string): void => {
    if (seen.has(file)) return
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const resolved = resolveSource(file, match[1]!)
      if (resolved) walk(resolved)
    }
  }
  walk(resolve(entry))
  return seen
}
