// Where the benchmark reads and writes: everything is under bench/, resolved from this file.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const BENCH_DIR = dirname(fileURLToPath(import.meta.url))
export const REPO_DIR = join(BENCH_DIR, '..')
export const PAGES_DIR = join(BENCH_DIR, 'pages')
export const DIST_DIR = join(BENCH_DIR, 'dist')
export const RESULTS_FILE = join(BENCH_DIR, 'results.json')
/** The library entry the latch page imports; written by the library, not by the bench. */
export const LIBRARY_ENTRY = join(REPO_DIR, 'src', 'index.ts')
