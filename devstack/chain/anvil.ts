// startChain: the devstack's local EVM chain, anvil from npm (@foundry-rs/anvil ships the binary in a platform
// package; its postinstall is not needed, so npm's allowScripts can stay closed). Loopback only, the default
// mnemonic (DEV_ACCOUNTS are funded), silent; resolved once it answers eth_chainId (waitUntilReady.ts: tried again
// with growing pauses up to a 60 s deadline, one line logged when it is slow); killed on close() and when this process
// exits, so no orphan keeps the port.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { DEV_ACCOUNTS, DEV_CHAIN_ID, DEV_MNEMONIC, type DevAccount } from './devAccounts'
import { assertPortFree, findFreePort } from './freePort'
import { chainIdProbe, DEFAULT_CHAIN_DEADLINE_MS, waitUntilReady } from './waitUntilReady'
import { assertLoopback } from '../http/loopback'

export type ChainOptions = {
  /** Loopback only (DESIGN: the devstack never listens beyond this machine). */
  host?: string
  /** 0 picks a free port. */
  port: number
  chainId?: number
  /** How it is named in the slow line and the errors: 'chain A'. */
  label?: string
  /** How long to wait, in all, for the first eth_chainId answer (60 s by default: a loaded machine is slow, not broken). */
  readyTimeoutMs?: number
  /** Where the one "slow to answer" line goes (console.warn: stderr, so stdout stays the one URL npm start prints). */
  log?: (line: string) => void
}

export type Chain = {
  url: string
  chainId: number
  accounts: readonly DevAccount[]
  close(): Promise<void>
}

const KILL_GRACE_MS = 2_000
const STDERR_TAIL_CHARS = 2_000

// npm's platform packages for the anvil binary, by Node's platform and arch.
const PLATFORM_PACKAGES: Partial<Record<string, string>> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/** The anvil binary: LATCH_ANVIL_BIN if set, else the one npm installed for this platform. */
export function anvilBinaryPath(): string {
  const override = process.env.LATCH_ANVIL_BIN
  if (override) return override
  const pkg = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`]
  if (!pkg) throw new Error(`anvil: no npm binary for ${process.platform}-${process.arch}; set LATCH_ANVIL_BIN to an anvil executable`)
  try {
    const manifest = createRequire(import.meta.url).resolve(`${pkg}/package.json`)
    return join(dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
  } catch (error) {
    throw new Error(`anvil: ${pkg} is not installed (npm install); or set LATCH_ANVIL_BIN`, { cause: error })
  }
}

export async function startChain(options: ChainOptions): Promise<Chain> {
  const host = options.host ?? '127.0.0.1'
  assertLoopback(host, 'the local chain')
  const chainId = options.chainId ?? DEV_CHAIN_ID
  const timeoutMs = options.readyTimeoutMs ?? DEFAULT_CHAIN_DEADLINE_MS
  const label = `${options.label ?? 'local chain'} (anvil)`
  let port = options.port
  if (port === 0) port = await findFreePort(host)
  else await assertPortFree(host, port, label)
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  const child = spawn(
    anvilBinaryPath(),
    ['--host', host, '--port', String(port), '--chain-id', String(chainId), '--mnemonic', DEV_MNEMONIC, '--accounts', String(DEV_ACCOUNTS.length), '--silent'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let exitedEarly: string | undefined
  child.once('exit', (code, signal) => {
    exitedEarly = `exited (${signal ?? `code ${code ?? '?'}`})`
  })
  let spawnError: Error | undefined
  child.once('error', (error) => {
    spawnError = error
  })
  // A dying devstack must not leave anvil holding the port.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)

  async function close(): Promise<void> {
    process.off('exit', killOnExit)
    if (child.exitCode !== null || child.signalCode !== null || spawnError) return
    child.kill('SIGTERM')
    const grace = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS)
    await exited
    clearTimeout(grace)
  }

  const readiness = await waitUntilReady({
    what: `${options.label ?? 'local chain'} at ${url}`,
    probe: chainIdProbe(url, chainId),
    deadlineMs: timeoutMs,
    gaveUp: () => (spawnError ? `could not start (${spawnError.message})` : exitedEarly),
    ...(options.log ? { log: options.log } : {}),
  })
  if (!readiness.ready) {
    await close()
    const tail = stderr ? `: ${stderr.trim()}` : ''
    if (readiness.gaveUp) throw new Error(`${label} ${readiness.gaveUp} before answering on ${url}${tail}`)
    const tries = `${readiness.attempts} ${readiness.attempts === 1 ? 'try' : 'tries'}${readiness.lastError ? `, the last: ${readiness.lastError}` : ''}`
    throw new Error(`${label} did not answer eth_chainId ${chainId} on ${url} within ${timeoutMs} ms (${tries})${tail}`)
  }

  return { url, chainId, accounts: DEV_ACCOUNTS, close }
}
