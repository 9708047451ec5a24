import { transformSync } from 'esbuild'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
const [a, b] = process.argv.slice(2)
const regions = (file: string) => {
  const s = readFileSync(file, 'utf8')
  const out: Record<string, number> = {}
  for (const part of s.split('//#region ').slice(1)) {
    const name = part.split('\n')[0]!
    const body = part.slice(name.length).split('//#endregion')[0]!
    try { out[name] = transformSync(body, { minify: true, loader: 'js' }).code.length } catch { out[name] = body.length }
  }
  const min = transformSync(s, { minify: true, loader: 'js', format: 'esm' }).code
  return { out, gz: gzipSync(min, { level: 9 }).length }
}
const A = regions(a!), B = regions(b!)
console.log('gzip min: now', A.gz, 'base', B.gz, 'diff', A.gz - B.gz)
const keys = new Set([...Object.keys(A.out), ...Object.keys(B.out)])
const rows = [...keys].map((k) => [k, (A.out[k] ?? 0) - (B.out[k] ?? 0), A.out[k] ?? 0] as const).filter((r) => r[1] !== 0).sort((x, y) => y[1] - x[1])
for (const r of rows) console.log(String(r[1]).padStart(6), String(r[2]).padStart(6), r[0])
