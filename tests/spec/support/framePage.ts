// The embedded-wallet frame page as Latch's page meets it, for the spec tests in jsdom (which never loads an iframe's
// URL): it finds the iframe Latch created, hears each request Latch posts to it, and answers as the frame page does,
// in the frame's message format written out here (never imported from src/). What it answers is the test's script;
// no expectation lives here.
import { vi } from 'vitest'

export const FRAME_ORIGIN = 'http://127.0.0.1:5999'
export const FRAME_URL = `${FRAME_ORIGIN}/frame`

export type FrameRequest = { name: string; id: string; payload: unknown }
/** How the page answers a request: with a success payload, with an error message, or not at all. */
export type FrameAnswer = { ok: true; payload?: unknown } | { ok: false; message: string } | 'never'
export type FrameScript = Record<string, FrameAnswer | ((payload: unknown) => FrameAnswer)>

/** What the page answers unless the test says otherwise: it is alive, takes the theme, and holds no session. */
const ALIVE: FrameScript = {
  HEARTBEAT: { ok: true },
  SYNC_THEME: { ok: true },
  IS_CONNECTED: { ok: true, payload: { isConnected: false } },
}

export const SIGNED_IN_USER = { email: 'ana@example.com', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1 }

export function framePage(script: FrameScript = {}) {
  const answers: FrameScript = { ...ALIVE, ...script }
  const requests: FrameRequest[] = []
  const unanswered = new Map<string, FrameRequest>()
  let frameWindow: Window | null = null

  const say = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: FRAME_ORIGIN, source: frameWindow }))
  function reply(request: FrameRequest, answer: FrameAnswer): void {
    if (answer === 'never') return void unanswered.set(request.id, request)
    unanswered.delete(request.id)
    say(
      answer.ok
        ? { type: `@latch-frame/${request.name}_SUCCESS`, id: request.id, payload: answer.payload }
        : { type: `@latch-frame/${request.name}_ERROR`, id: request.id, payload: { message: answer.message } },
    )
  }
  function hear(frame: HTMLIFrameElement): void {
    frameWindow = frame.contentWindow
    if (!frameWindow) throw new Error('the iframe has no window')
    vi.spyOn(frameWindow, 'postMessage').mockImplementation(((message: { type: string; id: string; payload?: unknown }) => {
      const request: FrameRequest = { name: message.type.replace(/^@latch-app\//, ''), id: message.id, payload: message.payload }
      requests.push(request)
      const scripted = answers[request.name] ?? 'never'
      const answer = typeof scripted === 'function' ? scripted(request.payload) : scripted
      // A page answers later, never inside the post.
      queueMicrotask(() => reply(request, answer))
    }) as Window['postMessage'])
  }

  return {
    requests,
    /** The names of the requests Latch posted, in order. */
    asked: (): string[] => requests.map((request) => request.name),
    /** Waits until Latch has created the iframe (its code loads lazily), then hears what is posted to it. */
    async created(): Promise<void> {
      const frame = await vi.waitFor(
        () => {
          const found = document.querySelector<HTMLIFrameElement>(`iframe[src^="${FRAME_URL}"]`)
          if (!found) throw new Error('no embedded-wallet iframe yet')
          return found
        },
        { timeout: 8_000 },
      )
      hear(frame)
    },
    /** Waits until Latch has asked `name` (`count` times in all). */
    async askedFor(name: string, count = 1): Promise<FrameRequest> {
      return vi.waitFor(
        () => {
          const matching = requests.filter((request) => request.name === name)
          if (matching.length < count) throw new Error(`${name} asked ${matching.length} times, not ${count}`)
          return matching[count - 1]!
        },
        { timeout: 8_000 },
      )
    },
    /** The page says it is ready. */
    ready: (): void => void say({ type: '@latch-frame/READY' }),
    /** Answers, now, the request of that name the script left unanswered. */
    answer(name: string, answer: Exclude<FrameAnswer, 'never'>): void {
      const request = [...unanswered.values()].find((waiting) => waiting.name === name)
      if (!request) throw new Error(`no unanswered ${name}`)
      reply(request, answer)
    },
  }
}

export type FramePage = ReturnType<typeof framePage>
