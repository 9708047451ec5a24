// The click a person feels (issue 12), from one probe state: from the input's own timestamp to the painted frame
// that first shows the dialog, its parts, and the Event Timing entries of the same interaction.
import type { EventTimingEntry, ProbeState } from './probe'

export type ClickTiming = {
  /** pointerdown's timeStamp -> the frame showing the dialog has been painted (the figure a person feels). */
  inputToPaintMs: number
  /** pointerdown's timeStamp -> the frame whose dialog holds the view's content has been painted (no target: the
   * shell may come first; null if it never showed within the wait). */
  inputToViewPaintMs: number | null
  /** pointerdown's timeStamp -> its first handler runs: waiting behind other work on the main thread. */
  inputQueueMs: number
  /** click handler -> the animation frame that first sees the dialog (the bench's figure before issue 12). */
  handlerToFrameMs: number
  /** that animation frame -> painted (style, layout and paint of the frame). */
  frameToPaintMs: number
  /** The interaction's longest Event Timing entry (null when every entry was under Chromium's 16 ms floor). */
  event: { name: string; durationMs: number; inputDelayMs: number } | null
  /** The 'first-input' entry (always reported: the first pointerdown of the page). */
  firstInput: { durationMs: number; inputDelayMs: number } | null
}

export type ClickedState = ProbeState & { inputAt: number; inputHandledAt: number; clickAt: number; dialogAt: number; paintedAt: number }

/** The probe once it has seen every moment of the click, or the first one it is missing. */
export function clickedState(state: ProbeState): ClickedState | string {
  for (const key of ['inputAt', 'inputHandledAt', 'clickAt', 'dialogAt', 'paintedAt'] as const) {
    if (state[key] === null) return key
  }
  return state as ClickedState
}

function interactionEntries(events: readonly EventTimingEntry[], inputAt: number): EventTimingEntry[] {
  // The pointerdown, pointerup and click of one interaction share an interactionId (0 for non-interaction events).
  const down = events.find((entry) => entry.entryType === 'event' && entry.name === 'pointerdown' && Math.abs(entry.startTime - inputAt) < 1)
  const id = down?.interactionId || events.find((entry) => entry.entryType === 'event' && entry.name === 'click' && entry.startTime >= inputAt)?.interactionId
  return id ? events.filter((entry) => entry.entryType === 'event' && entry.interactionId === id) : down ? [down] : []
}

export function clickTiming(state: ClickedState): ClickTiming {
  const entries = interactionEntries(state.events, state.inputAt)
  const longest = entries.reduce<EventTimingEntry | null>((max, entry) => (max === null || entry.duration > max.duration ? entry : max), null)
  const first = state.events.find((entry) => entry.entryType === 'first-input')
  return {
    inputToPaintMs: state.paintedAt - state.inputAt,
    inputToViewPaintMs: state.viewPaintedAt === null ? null : state.viewPaintedAt - state.inputAt,
    inputQueueMs: state.inputHandledAt - state.inputAt,
    handlerToFrameMs: state.dialogAt - state.clickAt,
    frameToPaintMs: state.paintedAt - state.dialogAt,
    event: longest ? { name: longest.name, durationMs: longest.duration, inputDelayMs: longest.processingStart - longest.startTime } : null,
    firstInput: first ? { durationMs: first.duration, inputDelayMs: first.processingStart - first.startTime } : null,
  }
}
