// DESIGN: the devstack never listens beyond this machine. Every server checks the host it is given before it starts
// anything; without Hono, so the chain starter uses it too.

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/

/** Throws, naming `what` ('the relay devstack'), unless `host` is a loopback address or name. */
export function assertLoopback(host: string, what: string): void {
  if (!LOOPBACK.test(host)) throw new Error(`${what} listens on loopback only, not ${host}`)
}
