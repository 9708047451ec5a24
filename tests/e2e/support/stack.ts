// Which devstack a Playwright worker talks to. The e2e layer runs two workers, each against a devstack of its own
// (playwright.config.ts starts both), so one worker's faults, chain state and relay never reach the other's tests:
// stack n listens on every port of stack 0 plus n × STACK_PORT_STEP. A worker's stack is its parallel index, the
// slot it holds (0 or 1), which Playwright sets in its environment before any test file is loaded.

export const STACK_PORT_STEP = 100

/** Stack 0's ports: the LATCH_E2E_* settings, else these. */
export const STACK_0_PORTS = {
  LATCH_PORT: ['LATCH_E2E_PORT', 5273],
  LATCH_API_PORT: ['LATCH_E2E_API_PORT', 5274],
  LATCH_RELAY_PORT: ['LATCH_E2E_RELAY_PORT', 5275],
  LATCH_BLOCKCHAIN_API_PORT: ['LATCH_E2E_BLOCKCHAIN_API_PORT', 5276],
  LATCH_MAILBOX_PORT: ['LATCH_E2E_MAILBOX_PORT', 5277],
  LATCH_FRAME_PORT: ['LATCH_E2E_FRAME_PORT', 5278],
  LATCH_SIWX_PORT: ['LATCH_E2E_SIWX_PORT', 5279],
  LATCH_ONRAMP_PORT: ['LATCH_E2E_ONRAMP_PORT', 5280],
  LATCH_CHAIN_PORT: ['LATCH_E2E_CHAIN_PORT', 8645],
  LATCH_CHAIN_B_PORT: ['LATCH_E2E_CHAIN_B_PORT', 8646],
  LATCH_SOLANA_PORT: ['LATCH_E2E_SOLANA_PORT', 8999],
  LATCH_SMTP_PORT: ['LATCH_E2E_SMTP_PORT', 2625],
} as const satisfies Record<string, readonly [string, number]>

export type StackPort = keyof typeof STACK_0_PORTS

/** This process's stack: the worker's parallel index (0 outside a worker). */
export const STACK = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

export function stackPort(name: StackPort, stack = STACK): number {
  const [setting, fallback] = STACK_0_PORTS[name]
  return Number(process.env[setting] ?? fallback) + stack * STACK_PORT_STEP
}

/** The environment devstack/start.ts takes for stack n. */
export function stackEnv(stack: number): Record<string, string> {
  return Object.fromEntries(Object.keys(STACK_0_PORTS).map((name) => [name, String(stackPort(name as StackPort, stack))]))
}
