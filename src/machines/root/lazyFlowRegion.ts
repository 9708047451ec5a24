// A flow whose code loads after the first click, as a region of the root: unloaded until something asks for it,
// loading while what is asked is kept, ready once spawned (what was kept reaches it in order, the rest is
// forwarded as it comes), failed when the code did not load. Pairing, network, balance, the embedded wallet, sign-in and names share it; each names what starts
// a load and what a failed load still answers.
export type LazyFlow = 'pairing' | 'network' | 'balance' | 'embedded' | 'siwx' | 'names' | 'send' | 'onRamp'

type On = Record<string, unknown>

/** The region's shape as the root's types see it: its four states (their transitions are checked by the tests). */
type Region = { initial: 'unloaded'; states: { unloaded: object; loading: object; ready: object; failed: object } }

export function lazyFlowRegion(flow: LazyFlow, events: readonly string[], on: { unloaded: On; failed: On }): Region {
  const params = { flow }
  const each = (transition: unknown) => Object.fromEntries(events.map((type) => [type, transition]))
  const loader = `load${flow[0]!.toUpperCase()}${flow.slice(1)}`
  return {
    initial: 'unloaded' as const,
    states: {
      unloaded: { on: on.unloaded },
      loading: {
        invoke: {
          id: loader,
          src: loader,
          onDone: {
            target: 'ready',
            actions: [
              { type: 'startFlow', params },
              // Wired before the replay: a fact the flow emits on a replayed request (UnsupportedChain for the account
              // that made it load, R-NAV-10) must find its listener.
              { type: 'reportStarted', params },
              { type: 'replayRequests', params },
            ],
          },
          onError: 'failed',
        },
        on: each({ actions: { type: 'keepRequest', params } }),
      },
      ready: { on: each({ actions: { type: 'forward', params } }) },
      failed: { on: on.failed },
    },
  }
}

/** The transitions a region's `on` tables use, with the flow as the actions' params. */
export function flowActions(flow: LazyFlow) {
  const params = { flow }
  return {
    keep: { type: 'keepRequest', params },
    drop: { type: 'dropRequests', params },
  } as const
}
