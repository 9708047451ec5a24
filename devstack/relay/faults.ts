// The relay's fault switch, so every "relay unreachable / message lost / slow relay" state of the client can be
// reached on purpose: `down` closes every connection and refuses new ones until cleared, `drop` acknowledges
// publishes but loses them (all of them, or the next n), `delayMs` holds every delivery back. Set from code
// (startRelay(...).faults), or over HTTP on the relay's own server as every devstack server's own switch is
// (GET/POST /__faults/relay; DELETE /__faults clears it with the HTTP ones).
import { z } from 'zod'

export const MAX_RELAY_DELAY_MS = 120_000

export const relayFaultPatchSchema = z.strictObject({
  down: z.boolean().optional(),
  /** true: drop every publish; n: drop the next n; false: stop dropping. */
  drop: z.union([z.boolean(), z.number().int().positive().max(1_000_000)]).optional(),
  delayMs: z.number().int().nonnegative().max(MAX_RELAY_DELAY_MS).optional(),
})
export type RelayFaultPatch = z.infer<typeof relayFaultPatchSchema>

export type RelayFaultState = {
  down: boolean
  /** true: every publish is dropped; a number: how many more are; false: none. */
  drop: boolean | number
  delayMs: number
  /** Publishes dropped since the last clear. */
  dropped: number
}

/** The switch as the relay's HTTP side and tests hold it. */
export type RelayFaultSwitch = {
  set(patch: RelayFaultPatch): RelayFaultState
  clear(): RelayFaultState
  state(): RelayFaultState
}

const CLEAR: RelayFaultState = { down: false, drop: false, delayMs: 0, dropped: 0 }

export function createRelayFaults(hooks: { onDown?: () => void } = {}) {
  let state: RelayFaultState = { ...CLEAR }
  return {
    set(patch: RelayFaultPatch): RelayFaultState {
      const wasDown = state.down
      state = {
        ...state,
        ...(patch.down !== undefined ? { down: patch.down } : {}),
        ...(patch.drop !== undefined ? { drop: patch.drop } : {}),
        ...(patch.delayMs !== undefined ? { delayMs: patch.delayMs } : {}),
      }
      if (state.down && !wasDown) hooks.onDown?.()
      return { ...state }
    },
    clear(): RelayFaultState {
      state = { ...CLEAR }
      return { ...state }
    },
    state(): RelayFaultState {
      return { ...state }
    },
    /** True when this publish is to be lost (counted). */
    takeDrop(): boolean {
      if (state.drop === false) return false
      state.dropped += 1
      if (typeof state.drop === 'number') state.drop = state.drop > 1 ? state.drop - 1 : false
      return true
    },
  }
}

export type RelayFaults = ReturnType<typeof createRelayFaults>
