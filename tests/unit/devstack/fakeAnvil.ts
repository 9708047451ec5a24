// A stand-in for the anvil binary (LATCH_ANVIL_BIN): node serving eth_chainId (the --chain-id it is given) on the
// --port and --host it is given, with 503 for its first `fails` requests, or no answer at all for 'never'. Made once
// per test file in a temporary folder; `remove` deletes it.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const SERVER = `import { createServer } from 'node:http'
const args = process.argv.slice(2)
const arg = (name) => args[args.indexOf(name) + 1]
const fails = process.env.FAILS
let n = 0
createServer((req, res) => {
  n += 1
  if (fails === 'never') return
  if (n <= Number(fails)) return res.writeHead(503).end()
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x' + Number(arg('--chain-id')).toString(16) }))
}).listen(Number(arg('--port')), arg('--host'))
`

export function fakeAnvils(): { binary(fails?: number | 'never'): string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'latch-fake-anvil-'))
  const server = join(dir, 'fake-anvil.mjs')
  writeFileSync(server, SERVER)
  return {
    binary(fails = 0) {
      const file = join(dir, `anvil-${fails}.sh`)
      writeFileSync(file, `#!/bin/sh\nFAILS=${fails} exec "${process.execPath}" "${server}" "$@"\n`)
      chmodSync(file, 0o755)
      return file
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
