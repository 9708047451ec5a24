// The embedded-wallet frame's life (SPEC §4 frame life, §9): created only when asked (R-FRAME-1), ready once it says
// so and 500 ms have passed, failed when it has not said so within 20 s (R-ERR-6: the alert, and every request still
// waiting is aborted), and while ready asked every 5 s whether it still answers. Email and social login wait on
// `ready`; a failed frame can be loaded again.
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate'
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS, HEARTBEAT_MS } from '../../core/constants'

export type FrameFailure = 'timeout' | 'lost'
export type FrameContext = { failure: FrameFailure | null }
export type FrameEvent =
  /** Something needs the frame (an email field shown, a stored email login at start): create it if it is not. */
  | { type: 'frame.load' }
  /** Its Retry: a failed frame is created again. */
  | { type: 'frame.retry' }
  /** The frame page said it is ready (the bridge heard its ready message, from its origin and window). */
  | { type: 'frame.ready' }
export type FrameEmitted =
  /** R-ERR-6: iframe_load_failed: 'Network Error - Could not load embedded wallet'. */
  | { type: 'loadFailed' }
  | { type: 'ready' }

const provided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the frame flow`))

export const frameMachine = setup({
  types: { context: {} as FrameContext, events: {} as FrameEvent, emitted: {} as FrameEmitted },
  actors: {
    // Creates the iframe (its URL carries projectId, chainId, version and enableLogger, R-FRAME-2), reports the
    // frame's ready message as frame.ready, and removes the iframe when the frame's life here ends.
    createFrame: fromCallback<FrameEvent>(() => () => {}),
    // One heartbeat: true when the frame answered.
    beat: fromPromise<boolean>(provided('beat')),
  },
  delays: { loadTimeout: FRAME_LOAD_TIMEOUT_MS, readyDelay: FRAME_READY_DELAY_MS, heartbeat: HEARTBEAT_MS },
  guards: { answered: ({ event }) => (event as unknown as { output: boolean }).output },
  actions: {
    // R-ERR-6: a frame that is not there answers nothing; what waits on it is aborted (the bridge does it).
    abortRequests: () => {},
    reportLoadFailed: emit({ type: 'loadFailed' as const }),
    reportReady: emit({ type: 'ready' as const }),
    setTimedOut: assign({ failure: 'timeout' as FrameFailure }),
    setLost: assign({ failure: 'lost' as FrameFailure }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'frame',
  context: { failure: null },
  initial: 'idle',
  states: {
    // R-FRAME-1: nothing is created until something needs the frame.
    idle: { on: { 'frame.load': 'live' } },
    // The iframe exists for as long as this state lasts.
    live: {
      invoke: { id: 'createFrame', src: 'createFrame' },
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          on: { 'frame.ready': 'settling' },
          // R-ERR-6: 20 s without the frame's ready message is iframe_load_failed.
          after: { loadTimeout: { target: '#frame.failed', actions: ['setTimedOut', 'abortRequests', 'reportLoadFailed'] } },
        },
        // R-FRAME-1: ready after the ready message plus 500 ms.
        settling: {
          tags: ['loading'],
          after: { readyDelay: { target: 'ready', actions: 'reportReady' } },
        },
        ready: {
          tags: ['ready'],
          initial: 'waiting',
          states: {
            // SPEC §9: a heartbeat every 5 s while ready.
            waiting: { after: { heartbeat: 'beating' } },
            beating: {
              // A frame that does not answer within the next beat is as gone as one that answers with an error.
              after: { heartbeat: { target: '#frame.failed', actions: ['setLost', 'abortRequests'] } },
              invoke: {
                id: 'beat',
                src: 'beat',
                onDone: [{ guard: 'answered', target: 'waiting' }, { target: '#frame.failed', actions: ['setLost', 'abortRequests'] }],
                onError: { target: '#frame.failed', actions: ['setLost', 'abortRequests'] },
              },
            },
          },
        },
      },
    },
    // The entry points that need the frame say why they are off, and offer this Retry.
    failed: {
      on: { 'frame.retry': { target: 'live', actions: 'clearFailure' }, 'frame.load': { target: 'live', actions: 'clearFailure' } },
    },
  },
})

export type FrameMachine = typeof frameMachine
