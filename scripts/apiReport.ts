// The public API of the installable package (issue 33): one API Extractor report per `exports` entry, committed
// under reports/api/, so that a change to what a consumer can name shows in review and fails the `package` layer
// of `npm test` until the report is updated. Reads the built declarations (dist/*.d.ts, from `npm run build:lib`;
// builds nothing), following the shared .d.ts chunks they import.
//   npx tsx scripts/apiReport.ts            check: fails, naming the entry and showing the diff, when a report
//                                           generated from dist/ differs from the committed one
//   npx tsx scripts/apiReport.ts --update   writes reports/api/*.api.md from dist/ (`npm run api:report` builds
//                                           dist/ first)
// The reports are made from dist/ alone (no absolute path, no date; the places API Extractor gives its warnings,
// dist/<hashed chunk>.d.ts:<line>:<column>, are left out), so they are the same on every machine and change only
// when the API does.
import { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel, type ExtractorMessage, type IConfigFile } from '@microsoft/api-extractor'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import { REPO_DIR } from './consumerFixture'

export const REPORT_DIR = join(REPO_DIR, 'reports', 'api')
/** Git-ignored: the reports generated from dist/, compared with the committed ones. */
const TEMP_DIR = join(REPO_DIR, '.tmp', 'api-report')
/** API Extractor's own output, before normalize(). */
const RAW_DIR = join(TEMP_DIR, 'raw')
/** The project's own compiler analyses the declarations (not the one API Extractor bundles). */
const TYPESCRIPT_DIR = join(REPO_DIR, 'node_modules', 'typescript')

type PackageJson = { name: string; exports: Record<string, string | { types?: string }> }

export type ApiEntry = {
  /** `exports` subpath: `.`, `./react`, `./wagmi`. */
  subpath: string
  /** What a consumer imports: `latch`, `latch/react`. */
  specifier: string
  /** The entry's declarations, relative to the package: `dist/react.d.ts`. */
  types: string
  /** reports/api/<report>: `latch-react.api.md`. */
  report: string
}

/** Every `exports` entry that has declarations, and the report that describes it. */
export function apiEntries(packageJson: PackageJson): ApiEntry[] {
  const entries: ApiEntry[] = []
  for (const [subpath, target] of Object.entries(packageJson.exports)) {
    if (typeof target === 'string' || !target.types) continue
    const specifier = subpath === '.' ? packageJson.name : `${packageJson.name}/${subpath.slice(2)}`
    entries.push({ subpath, specifier, types: posix.normalize(target.types), report: `${specifier.replace(/\//g, '-')}.api.md` })
  }
  return entries
}

const TYPE_IMPORT = /\bfrom\s*["'](\.[^"']+)["']|\bimport\(\s*["'](\.[^"']+)["']\s*\)/g

/** The entry's .d.ts and the .d.ts chunks it imports (relative imports, followed), as files of `packageDir`. */
export function declarationClosure(packageDir: string, types: string): string[] {
  const seen = new Set<string>()
  const walk = (name: string): void => {
    if (seen.has(name)) return
    seen.add(name)
    for (const match of readFileSync(join(packageDir, name), 'utf8').matchAll(TYPE_IMPORT)) {
      const target = posix.join(posix.dirname(name), match[1] ?? match[2]!).replace(/\.js$/, '.d.ts')
      if (existsSync(join(packageDir, target))) walk(target)
    }
  }
  walk(posix.normalize(types))
  return [...seen]
}

const bytesOf = (dir: string, files: string[]) => files.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0)

/** API Extractor's settings for one entry: the report only (no doc model, no .d.ts rollup, no tsdoc metadata). */
function configFor(entry: ApiEntry, packageDir: string): IConfigFile {
  return {
    projectFolder: packageDir,
    mainEntryPointFilePath: join(packageDir, entry.types),
    bundledPackages: [],
    newlineKind: 'lf',
    compiler: {
      // The declarations alone, under the library build's settings (tsconfig.lib.json) with no ambient types.
      overrideTsconfig: {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          types: [],
        },
        files: [join(packageDir, entry.types)],
      },
      skipLibCheck: true,
    },
    apiReport: {
      enabled: true,
      reportFileName: entry.report,
      // API Extractor writes its report and compares it with itself; this script normalizes and compares.
      reportFolder: RAW_DIR,
      reportTempFolder: RAW_DIR,
      // A type an entry reaches without exporting it is named by an ae-forgotten-export warning in the report, its
      // body left out: with the machine types the public Latch type reaches today, the bodies make ~470 KB a report.
      includeForgottenExports: false,
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    messages: {
      // Declarations that do not compile fail the check (the fixture's tsc in the `package` layer says more).
      compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
      extractorMessageReporting: {
        default: { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: true },
        // Latch marks no release stages (@public, @beta): every export is public.
        'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
        'ae-undocumented': { logLevel: ExtractorLogLevel.None },
      },
      // The doc comments are written for people, not checked as TSDoc.
      tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
    },
  }
}

export type EntryOutcome = ApiEntry & {
  /** The generated report differs from reports/api/<report>, or there is none. */
  changed: boolean
  committed: boolean
  /** Messages API Extractor would print (not those it writes into the report). */
  messages: string[]
  /** `diff -u` of the committed report against the generated one, when they differ. */
  diff: string
  /** Bytes of the entry's .d.ts and the .d.ts chunks it imports. */
  dtsBytes: number
}

export type ApiReportResult = { ok: boolean; entries: EntryOutcome[]; dtsBytes: number; dtsFiles: number; stale: string[] }

/** The report as committed: titled with the entry (`latch/react`, not the package), and API Extractor's warnings
 * without their place in dist/ (a hashed chunk name and a line number that move with any change). */
export function normalize(report: string, entry: ApiEntry): string {
  return report
    .replace(/^## API Report File for "[^"]*"$/m, `## API Report File for "${entry.specifier}"`)
    .replace(/^\/\/ dist\/[^\s:]+\.d\.ts:\d+:\d+ - \(/gm, '// (')
}

function unifiedDiff(committed: string, generated: string, label: string): string {
  const result = spawnSync('diff', ['-u', '--label', `reports/api/${label} (committed)`, '--label', `reports/api/${label} (from dist/)`, committed, generated], { encoding: 'utf8' })
  return result.stdout || `(diff -u: ${result.error?.message ?? result.stderr})`
}

/** Generates each entry's report from `packageDir`/dist and compares it with reports/api/ (or, with `update`,
 * writes it there). */
export function apiReport({ update = false, packageDir = REPO_DIR }: { update?: boolean; packageDir?: string } = {}): ApiReportResult {
  const packageJsonFullPath = join(packageDir, 'package.json')
  const packageJson = JSON.parse(readFileSync(packageJsonFullPath, 'utf8')) as PackageJson
  const entries = apiEntries(packageJson)
  const missing = entries.filter((entry) => !existsSync(join(packageDir, entry.types)))
  if (missing.length > 0) throw new Error(`no ${missing.map((entry) => entry.types).join(', ')}: build the package first (npm run build:lib)`)
  rmSync(TEMP_DIR, { recursive: true, force: true })
  mkdirSync(REPORT_DIR, { recursive: true })

  const prepare = (entry: ApiEntry) =>
    ExtractorConfig.prepare({ configObject: configFor(entry, packageDir), configObjectFullPath: undefined, packageJsonFullPath, packageJson })
  // One TypeScript program for every entry: they share their .d.ts chunks.
  const compilerState = CompilerState.create(prepare(entries[0]!), {
    typescriptCompilerFolder: TYPESCRIPT_DIR,
    additionalEntryPoints: entries.map((entry) => join(packageDir, entry.types)),
  })

  const outcomes: EntryOutcome[] = entries.map((entry) => {
    const messages: string[] = []
    const result = Extractor.invoke(prepare(entry), {
      localBuild: false,
      compilerState,
      typescriptCompilerFolder: TYPESCRIPT_DIR,
      messageCallback: (message: ExtractorMessage) => {
        message.handled = true
        if (message.logLevel === ExtractorLogLevel.Error || message.logLevel === ExtractorLogLevel.Warning) {
          const where = message.sourceFilePath ? `${message.sourceFilePath.replace(`${packageDir}/`, '')}:${message.sourceFileLine}: ` : ''
          messages.push(`${message.logLevel} ${where}${message.text} (${message.messageId})`)
        }
      },
    })
    if (!result.succeeded && messages.length === 0) messages.push(`API Extractor failed (${result.errorCount} errors)`)
    const report = normalize(readFileSync(join(RAW_DIR, entry.report), 'utf8'), entry)
    const generated = join(TEMP_DIR, entry.report)
    const committed = join(REPORT_DIR, entry.report)
    writeFileSync(generated, report)
    const wasCommitted = existsSync(committed)
    const changed = !wasCommitted || readFileSync(committed, 'utf8') !== report
    const diff = changed && wasCommitted ? unifiedDiff(committed, generated, entry.report) : ''
    if (update && changed) writeFileSync(committed, report)
    return { ...entry, changed, committed: wasCommitted, messages, diff, dtsBytes: bytesOf(packageDir, declarationClosure(packageDir, entry.types)) }
  })

  const reports = new Set(entries.map((entry) => entry.report))
  const stale = readdirSync(REPORT_DIR).filter((file) => file.endsWith('.api.md') && !reports.has(file))
  if (update) for (const file of stale) rmSync(join(REPORT_DIR, file))
  const dist = readdirSync(join(packageDir, 'dist')).filter((file) => file.endsWith('.d.ts'))
  const ok = outcomes.every((outcome) => (update || !outcome.changed) && outcome.messages.length === 0) && (update || stale.length === 0)
  return { ok, entries: outcomes, dtsBytes: bytesOf(join(packageDir, 'dist'), dist), dtsFiles: dist.length, stale }
}

/** One line per entry: its report, its .d.ts bytes, and what is wrong. */
export function describeApiReport(result: ApiReportResult, update = false): string {
  const lines = result.entries.map((entry) => {
    const state = !entry.changed ? 'unchanged' : update ? (entry.committed ? 'updated' : 'written') : entry.committed ? 'DIFFERS from the committed report' : 'MISSING (not committed)'
    return `${entry.specifier}: reports/api/${entry.report} ${state}; .d.ts ${entry.dtsBytes} bytes (${entry.types} and the chunks it imports)`
  })
  lines.push(`dist: ${result.dtsFiles} .d.ts files, ${result.dtsBytes} bytes`)
  for (const file of result.stale) lines.push(`reports/api/${file}: no such entry in package.json's exports${update ? ' (removed)' : ''}`)
  for (const entry of result.entries) for (const message of entry.messages) lines.push(`${entry.specifier}: ${message}`)
  if (!update && result.entries.some((entry) => entry.changed)) {
    lines.push('The public API changed: if that is intended, run `npm run api:report` (builds dist/, writes the reports) and commit reports/api/.')
    for (const entry of result.entries) if (entry.diff) lines.push(`--- ${entry.specifier}:\n${entry.diff}`)
  }
  return lines.join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const update = process.argv.includes('--update')
  const result = apiReport({ update })
  console.log(describeApiReport(result, update))
  process.exit(result.ok ? 0 : 1)
}
