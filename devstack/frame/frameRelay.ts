// What the frame page does, with the browser handed in (page.ts wires the real window), so it runs in Node tests
// too. It hears only its parent: a message counts when its source is the parent window, its origin the parent's
// (allowed) origin, and parseAppRequest accepts it; anything else is ignored. Each request goes to the frame
// server's API with the device id and session token kept in the frame's localStorage; the answer goes back to the
// parent's origin only (never '*'), bent first by the fault switch, read again before every answer. READY follows
// the switch too: at once, after 3 s, or never. No Node imports: bundled into the page.
import { APP_PREFIX, FRAME_PREFIX, frameError, parseAppRequest, type AppRequest, type EmbeddedUser, type RequestName } from '../../src/services/frame/frameMessages'
import { z } from 'zod/mini'
import { apiAnswerSchema, apiErrorSchema, type ApiRequest } from './apiSchemas'
import type { ChainId } from './chainIds'
import { frameFaultsSchema, NO_FAULTS, SLOW_READY_MS, type FrameFaults } from './faults'
import { faultyAnswer, type FrameAnswer } from './replyFaults'

export const DEVICE_KEY = '@latch-frame/device-id'
export const SESSION_KEY = '@latch-frame/session'

type PostTarget = { postMessage(message: unknown, targetOrigin: string): void }
export type IncomingMessageEvent = { source: unknown; origin: string; data: unknown }

export type FrameRelayOptions = {
  /** The parent window: the only source heard, the only target posted to. */
  parent: PostTarget
  /** Its origin, already checked against the allowed ancestors. */
  parentOrigin: string
  /** Subscribes to the frame window's message events; returns the unsubscribe. */
  listen(handler: (event: IncomingMessageEvent) => void): () => void
  /** POST /api/request: the parsed JSON body of the answer, whatever its status; rejects when unreachable. */
  api(body: ApiRequest): Promise<unknown>
  /** GET /__faults: the switch, or anything (checked here). */
  faults(): Promise<unknown>
  storage: { get(key: string): string | null; set(key: string, value: string): void; remove(key: string): void }
  /** The iframe's ?chainId=, if any. */
  chainId: ChainId | undefined
  /** Posts with targetOrigin '*' from a window that is not the frame's (the 'foreign' fault). */
  postForeign(message: unknown): void
  newDeviceId(): string
  wait(ms: number): Promise<void>
  log?: (text: string) => void
}

export const UNREACHABLE = 'The embedded wallet server did not answer'

export function createFrameRelay(options: FrameRelayOptions) {
  const { parent, parentOrigin, storage } = options
  let chainId = options.chainId
  let stop: (() => void) | undefined

  function deviceId(): string {
    const known = storage.get(DEVICE_KEY)
    if (known && /^[A-Za-z0-9-]{8,64}$/.test(known)) return known
    const made = options.newDeviceId()
    storage.set(DEVICE_KEY, made)
    return made
  }

  async function currentFaults(): Promise<FrameFaults> {
    try {
      const parsed = z.safeParse(frameFaultsSchema, await options.faults())
      return parsed.success ? parsed.data : NO_FAULTS
    } catch {
      return NO_FAULTS
    }
  }

  const post = (message: unknown) => parent.postMessage(message, parentOrigin)

  async function ask(name: RequestName, request: AppRequest): Promise<{ answer: FrameAnswer; accountsChanged?: EmbeddedUser | null }> {
    let raw: unknown
    try {
      raw = await options.api({ deviceId: deviceId(), session: storage.get(SESSION_KEY), ...(chainId === undefined ? {} : { chainId }), request })
    } catch {
      return { answer: frameError(name, request.id, UNREACHABLE) }
    }
    const parsed = z.safeParse(apiAnswerSchema, raw)
    if (!parsed.success) {
      const error = z.safeParse(apiErrorSchema, raw)
      return { answer: frameError(name, request.id, error.success ? error.data.message.slice(0, 500) : UNREACHABLE) }
    }
    const { answer, session, accountsChanged } = parsed.data
    if (session === null) storage.remove(SESSION_KEY)
    else if (session !== undefined) storage.set(SESSION_KEY, session)
    if (parsed.data.chainId !== undefined) chainId = parsed.data.chainId
    return { answer, ...(accountsChanged === undefined ? {} : { accountsChanged }) }
  }

  async function relay(request: AppRequest): Promise<void> {
    const name = request.type.slice(APP_PREFIX.length) as RequestName
    // RELOAD: start again from what the frame keeps (its storage and the iframe's chain id).
    if (name === 'RELOAD') chainId = options.chainId
    const { answer, accountsChanged } = await ask(name, request)
    const faults = await currentFaults()
    const bent = faultyAnswer(answer, name, faults.replies)
    options.log?.(`${name} → ${bent.answer.type}${bent.foreign ? ' (foreign)' : ''}`)
    if (bent.foreign) options.postForeign(bent.answer)
    else post(bent.answer)
    if (accountsChanged !== undefined) post({ type: `${FRAME_PREFIX}ACCOUNTS_CHANGED`, payload: accountsChanged })
  }

  function onMessage(event: IncomingMessageEvent): void {
    if (event.source !== parent || event.origin !== parentOrigin) return
    const request = parseAppRequest(event.data)
    if (request) void relay(request)
  }

  return {
    /** Listens, then says READY as the fault switch says. Resolves once READY is posted (or never will be). */
    async start(): Promise<void> {
      deviceId()
      stop = options.listen(onMessage)
      const faults = await currentFaults()
      if (faults.ready === 'never') return
      if (faults.ready === 'slow') await options.wait(SLOW_READY_MS)
      post({ type: `${FRAME_PREFIX}READY` })
    },
    stop(): void {
      stop?.()
      stop = undefined
    },
  }
}
