// The frame page's own fault switch (POST /__faults/frame), so the app's every frame failure can be reached on
// purpose. Not an HTTP fault (those are the devstack's switch on /__faults): what the page script does with its
// messages:
//   ready: 'never'    the page never posts READY (the app's 20 s load limit, R-ERR-6)
//          'slow'     READY only after 3 s
//   replies: 'error'     every answer is a <NAME>_ERROR with the message 'Frame fault'
//            'malformed' every answer breaks its schema (the app must drop it and time out)
//            'foreign'   every answer is posted with targetOrigin '*' from a nested about:blank frame, so its
//                        source is not the frame's window (the app must drop it)
// The page script reads the switch at load (ready) and before each answer (replies); DELETE /__faults puts both
// back to 'normal', with the HTTP faults. No Node imports: the page script bundles this file.
import { z } from 'zod/mini'

export const READY_FAULTS = ['normal', 'never', 'slow'] as const
export const REPLY_FAULTS = ['normal', 'error', 'malformed', 'foreign'] as const
export const SLOW_READY_MS = 3_000
export const FAULT_MESSAGE = 'Frame fault'

export const frameFaultsSchema = z.object({
  ready: z.enum(READY_FAULTS, { error: `ready: one of ${READY_FAULTS.join(', ')}` }),
  replies: z.enum(REPLY_FAULTS, { error: `replies: one of ${REPLY_FAULTS.join(', ')}` }),
})
export type FrameFaults = z.infer<typeof frameFaultsSchema>

/** What POST /__faults/frame takes: either switch or both; anything else in the body is a mistake worth a 400. */
export const frameFaultPatchSchema = z.strictObject({ ready: z.optional(frameFaultsSchema.shape.ready), replies: z.optional(frameFaultsSchema.shape.replies) })
export type FrameFaultPatch = z.infer<typeof frameFaultPatchSchema>

export const NO_FAULTS: FrameFaults = { ready: 'normal', replies: 'normal' }

export function createFrameFaults() {
  let state: FrameFaults = { ...NO_FAULTS }
  return {
    get: (): FrameFaults => ({ ...state }),
    set(patch: FrameFaultPatch): FrameFaults {
      state = { ready: patch.ready ?? state.ready, replies: patch.replies ?? state.replies }
      return { ...state }
    },
    reset(): FrameFaults {
      state = { ...NO_FAULTS }
      return { ...state }
    },
  }
}

export type FrameFaultSwitch = ReturnType<typeof createFrameFaults>
