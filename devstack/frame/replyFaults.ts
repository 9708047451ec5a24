// How the page script bends an answer when the fault switch says so (faults.ts). A malformed answer must fail the
// app's schema for every request name: most success payloads refuse a bare string, but RPC_REQUEST's takes any
// value, so there the answer is an _ERROR whose message is not a string. No Node imports: bundled into the page.
import { FRAME_PREFIX, frameError, type RequestName } from '../../src/services/frame/frameMessages'
import { FAULT_MESSAGE, type FrameFaults } from './faults'

export type FrameAnswer = { type: string; id: string; payload?: unknown }

export function malformedAnswer(name: RequestName, id: string): FrameAnswer {
  if (name === 'RPC_REQUEST') return { type: `${FRAME_PREFIX}${name}_ERROR`, id, payload: { message: 42 } }
  return { type: `${FRAME_PREFIX}${name}_SUCCESS`, id, payload: 'malformed by the frame fault switch' }
}

/** The answer to post, and whether to post it from a foreign window with targetOrigin '*'. */
export function faultyAnswer(answer: FrameAnswer, name: RequestName, replies: FrameFaults['replies']): { answer: FrameAnswer; foreign: boolean } {
  switch (replies) {
    case 'error':
      return { answer: frameError(name, answer.id, FAULT_MESSAGE), foreign: false }
    case 'malformed':
      return { answer: malformedAnswer(name, answer.id), foreign: false }
    case 'foreign':
      return { answer, foreign: true }
    default:
      return { answer, foreign: false }
  }
}
