// Port checks for child servers the devstack spawns: a child that cannot bind exits with a message on its own
// stderr, and a poll on its URL might meanwhile reach whatever else holds the port. So the port is checked first.
import { createServer } from 'node:net'

function listenOnce(host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.once('error', reject)
    probe.listen({ host, port, exclusive: true }, () => {
      const address = probe.address()
      const bound = typeof address === 'object' && address ? address.port : port
      probe.close(() => resolve(bound))
    })
  })
}

/** A port free on `host` right now, picked by the OS. */
export function findFreePort(host: string): Promise<number> {
  return listenOnce(host, 0)
}

/** Rejects with a readable error when `port` is taken on `host`. */
export async function assertPortFree(host: string, port: number, what: string): Promise<void> {
  try {
    await listenOnce(host, port)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new Error(
      code === 'EADDRINUSE' ? `${what}: port ${port} on ${host} is already in use (set another port in the environment)` : `${what}: cannot listen on ${host}:${port} (${String(error)})`,
      { cause: error },
    )
  }
}
