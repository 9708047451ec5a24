// Mutation score per folder (issue 11), across the scopes `npm run mutate -- --mutate …` has written under
// reports/mutation/<scope>/mutation.json. A full run over every folder takes hours on two cores, so folders are
// run a file, a subfolder or a file's line range at a time; this adds the pieces up. When two reports hold the same
// mutant, the newer one counts. Score as Stryker counts it: (killed + timeout) / (killed + timeout + survived + no coverage);
// ignored mutants and runtime or compile errors are left out, and how many were ignored is printed beside it.
//   npm run mutate:score                 score per folder and per file
//   npm run mutate:score -- --survivors  also every surviving or uncovered mutant, for the equivalence review
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = 'reports/mutation'
const FOLDERS = ['src/core', 'src/machines', 'src/services']
const DETECTED = new Set(['Killed', 'Timeout'])
const UNDETECTED = new Set(['Survived', 'NoCoverage'])

/**
 * Per file, the mutants of every report, the newer report winning for the same mutant. Reports of line ranges of
 * one file (`--mutate file.ts:1-170`) add up; a report made on another version of the file's source is left out.
 */
function newestResultPerFile() {
  const files = new Map()
  if (!existsSync(ROOT)) return files
  const reports = readdirSync(ROOT)
    .map((scope) => join(ROOT, scope, 'mutation.json'))
    .filter((path) => existsSync(path))
    .map((path) => ({ path, time: statSync(path).mtimeMs }))
    .sort((a, b) => b.time - a.time)
  for (const { path } of reports) {
    const report = JSON.parse(readFileSync(path, 'utf8'))
    for (const [file, result] of Object.entries(report.files)) {
      const known = files.get(file)
      if (!known) {
        files.set(file, { source: result.source, mutants: new Map(result.mutants.map((mutant) => [mutantKey(mutant), mutant])) })
        continue
      }
      if (known.source !== result.source) continue
      for (const mutant of result.mutants) if (!known.mutants.has(mutantKey(mutant))) known.mutants.set(mutantKey(mutant), mutant)
    }
  }
  for (const [file, result] of files) files.set(file, { source: result.source, mutants: [...result.mutants.values()] })
  return files
}

function mutantKey({ location, mutatorName, replacement }) {
  return `${location.start.line}:${location.start.column}-${location.end.line}:${location.end.column} ${mutatorName} ${replacement ?? ''}`
}

function count(mutants) {
  const tally = { detected: 0, undetected: 0, ignored: 0, errors: 0 }
  for (const mutant of mutants) {
    if (DETECTED.has(mutant.status)) tally.detected++
    else if (UNDETECTED.has(mutant.status)) tally.undetected++
    else if (mutant.status === 'Ignored') tally.ignored++
    else tally.errors++
  }
  return tally
}

function score({ detected, undetected }) {
  const valid = detected + undetected
  return valid === 0 ? 'n/a' : `${((100 * detected) / valid).toFixed(2)} %`
}

function line(name, tally) {
  return `${name.padEnd(56)} ${score(tally).padStart(9)}  ${String(tally.detected).padStart(5)} killed  ${String(tally.undetected).padStart(4)} alive  ${String(tally.ignored).padStart(4)} ignored`
}

const files = newestResultPerFile()
const showSurvivors = process.argv.includes('--survivors')
for (const folder of FOLDERS) {
  const inFolder = [...files.entries()].filter(([file]) => file.startsWith(`${folder}/`)).sort(([a], [b]) => a.localeCompare(b))
  const total = count(inFolder.flatMap(([, result]) => result.mutants))
  console.log(line(`${folder} (${inFolder.length} files measured)`, total))
  for (const [file, result] of inFolder) {
    console.log(line(`  ${file.slice(folder.length + 1)}`, count(result.mutants)))
    if (!showSurvivors) continue
    const source = result.source.split('\n')
    for (const mutant of result.mutants.filter((m) => UNDETECTED.has(m.status))) {
      const { line: row, column } = mutant.location.start
      console.log(`      ${mutant.status} ${row}:${column} ${mutant.mutatorName}: ${source[row - 1].trim().slice(0, 90)}  →  ${String(mutant.replacement ?? '').slice(0, 60)}`)
    }
  }
}
