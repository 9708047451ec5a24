// The world's network: one `fetch` (handed to createLatch) that routes each request by origin to a small in-memory
// service (the provider API, the blockchain API with the chains' JSON-RPC, the sign-in server), and an `Image` for
// the page whose loads go through the same routes. Any route of any service can be switched to fail: a status, a
// malformed body, a network error, a delay on the world's timeline, or a hang that ends only when the caller aborts.
// A request to an origin no service answers is refused like an unreachable host and recorded (`escaped`): Latch
// must not talk to anything the app did not configure.

export type ServiceName = 'api' | 'rpc' | 'siwx'

/** A request as a service sees it. */
export type FakeRequest = {
  service: ServiceName
  method: string
  url: URL
  headers: Record<string, string>
  body: string | undefined
  /** The page's origin, as a browser names it in Origin on cross-origin requests. */
  origin: string
}

/** A service's answer: JSON (the default), or text with its own content type. */
export type FakeAnswer = { status: number; json?: unknown; text?: string; contentType?: string; headers?: Record<string, string> }

export type Service = { handle(request: FakeRequest): FakeAnswer | Promise<FakeAnswer> }

export type Fault =
  /** The server answers this status, with `{ message }` (R-ERR-2's alerts read it). */
  | { status: number; message?: string }
  /** 200 with a body that breaks the contract: JSON of the wrong shape, or not JSON at all. */
  | { body: 'malformed' | 'not-json' }
  /** The connection fails (DNS, refused, reset): fetch rejects with a TypeError. */
  | { network: true }
  /** No answer until the caller aborts (then an AbortError), as a server that never answers. */
  | { hang: true }
  /** The normal answer, this many milliseconds of the world's time later. */
  | { delayMs: number }

/** Which requests a fault takes: an exact path or a path prefix, a pattern on the path, or a test of the whole URL
 * (a chain's JSON-RPC is one path for every chain: `(url) => url.searchParams.get('chainId') === 'eip155:137'`). */
export type RoutePattern = string | RegExp | ((url: URL) => boolean)
type FaultRule = { service: ServiceName; path: RoutePattern; fault: Fault; times: number; hits: number }

export type RecordedRequest = { service: ServiceName | 'escaped'; method: string; url: URL; status: number | 'network' | 'hang' | 'aborted'; body?: string }

const JSON_TYPE = 'application/json; charset=utf-8'

function abortError(signal: AbortSignal | null | undefined): unknown {
  return signal?.reason ?? new DOMException('This operation was aborted', 'AbortError')
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {}
  const given = init?.headers
  if (!given) return headers
  if (given instanceof Headers) given.forEach((value, key) => (headers[key.toLowerCase()] = value))
  else if (Array.isArray(given)) for (const [key, value] of given) headers[key!.toLowerCase()] = value!
  else for (const [key, value] of Object.entries(given)) headers[key.toLowerCase()] = String(value)
  return headers
}

function matches(rule: Pick<FaultRule, 'service' | 'path'>, service: ServiceName, url: URL): boolean {
  if (rule.service !== service) return false
  const { path } = rule
  const pathname = url.pathname
  if (typeof path === 'string') return pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`)
  return path instanceof RegExp ? path.test(pathname) : path(url)
}

/** What fetch resolves with: the Fetch API's Response as far as a client reads it (status, headers, the body once as
 * JSON, text or a Blob, or cancelled), without a stream behind it — a real Response costs a tenth of a millisecond,
 * and a world makes thousands. */
class FakeResponse {
  readonly ok: boolean
  readonly statusText = ''
  readonly type = 'basic'
  readonly redirected = false
  readonly headers: Headers
  #body: string | null
  #used = false
  constructor(
    readonly url: string,
    readonly status: number,
    headers: Record<string, string>,
    body: string | null,
  ) {
    this.ok = status >= 200 && status < 300
    this.#body = body
    const lower = new Map(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]))
    this.headers = { get: (name: string) => lower.get(name.toLowerCase()) ?? null, has: (name: string) => lower.has(name.toLowerCase()), forEach: (fn: (value: string, key: string) => void) => lower.forEach(fn) } as unknown as Headers
  }
  get bodyUsed() {
    return this.#used
  }
  get body() {
    if (this.#body === null) return null
    return { cancel: () => ((this.#used = true), Promise.resolve()) }
  }
  #take(): Promise<string> {
    if (this.#used) return Promise.reject(new TypeError('Body is unusable: Body has already been read'))
    this.#used = true
    return Promise.resolve(this.#body ?? '')
  }
  async text(): Promise<string> {
    return this.#take()
  }
  async json(): Promise<unknown> {
    return JSON.parse(await this.#take())
  }
  async blob(): Promise<Blob> {
    return new Blob([await this.#take()], { type: this.headers.get('content-type') ?? '' })
  }
  clone(): FakeResponse {
    const lower: Record<string, string> = {}
    this.headers.forEach((value, key) => (lower[key] = value))
    return new FakeResponse(this.url, this.status, lower, this.#body)
  }
}

export type FakeHttp = ReturnType<typeof createFakeHttp>

export function createFakeHttp(options: {
  origins: Record<ServiceName, string>
  services: Record<ServiceName, Service>
  /** The page's origin (the Origin a browser sends). */
  pageOrigin: string
  /** Waits `ms` on the world's timeline. */
  wait(ms: number, signal?: AbortSignal | null): Promise<void>
  /** Counts as activity for the world's settle. */
  onActivity(): void
}) {
  const rules: FaultRule[] = []
  const requests: RecordedRequest[] = []
  let inFlight = 0
  let hanging = 0
  const byOrigin = new Map(Object.entries(options.origins).map(([service, origin]) => [new URL(origin).origin, service as ServiceName]))

  function takeFault(service: ServiceName, url: URL): Fault | undefined {
    const rule = rules.find((candidate) => candidate.hits < candidate.times && matches(candidate, service, url))
    if (!rule) return undefined
    rule.hits++
    return rule.fault
  }

  async function answer(service: ServiceName, request: FakeRequest, signal: AbortSignal | null | undefined, record: RecordedRequest): Promise<FakeAnswer> {
    const fault = takeFault(service, request.url)
    if (fault && 'network' in fault) {
      record.status = 'network'
      throw new TypeError('fetch failed')
    }
    if (fault && 'hang' in fault) {
      record.status = 'hang'
      hanging++
      await new Promise<never>((_, reject) => {
        const stop = () => {
          hanging--
          record.status = 'aborted'
          options.onActivity()
          reject(abortError(signal))
        }
        if (signal?.aborted) return stop()
        signal?.addEventListener('abort', stop, { once: true })
      })
    }
    if (fault && 'delayMs' in fault) await options.wait(fault.delayMs, signal)
    if (fault && 'status' in fault) return { status: fault.status, json: { message: fault.message ?? `injected fault: status ${fault.status}` } }
    if (fault && 'body' in fault) {
      return fault.body === 'not-json' ? { status: 200, text: '{"data": [ this is not json', contentType: JSON_TYPE } : { status: 200, json: { malformed: true, data: 'not what the contract says' } }
    }
    return options.services[service].handle(request)
  }

  function toResponse(answered: FakeAnswer, url: URL): Response {
    // A null-body status carries no body at all.
    if (answered.status === 204 || answered.status === 304) return new FakeResponse(url.href, answered.status, { ...answered.headers }, null) as unknown as Response
    if (answered.text !== undefined) return new FakeResponse(url.href, answered.status, { 'content-type': answered.contentType ?? 'text/plain', ...answered.headers }, answered.text) as unknown as Response
    return new FakeResponse(url.href, answered.status, { 'content-type': JSON_TYPE, ...answered.headers }, JSON.stringify(answered.json ?? null)) as unknown as Response
  }

  const fetchFake: typeof fetch = async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const url = new URL(href)
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    const body = typeof init?.body === 'string' ? init.body : undefined
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    const service = byOrigin.get(url.origin)
    const record: RecordedRequest = { service: service ?? 'escaped', method, url, status: 0, ...(body === undefined ? {} : { body }) }
    requests.push(record)
    options.onActivity()
    if (signal?.aborted) {
      record.status = 'aborted'
      throw abortError(signal)
    }
    if (!service) {
      record.status = 'network'
      throw new TypeError(`fetch failed: nothing in this world answers ${url.origin}`)
    }
    inFlight++
    try {
      // A microtask later, as an answer never arrives within the call that asked.
      await Promise.resolve()
      const headers = headersOf(init)
      // A browser names the page in Origin (a page's script cannot set it; a contract test may).
      const request: FakeRequest = { service, method, url, headers, body, origin: headers['origin'] ?? options.pageOrigin }
      const answered = await answer(service, request, signal, record)
      if (signal?.aborted) {
        record.status = 'aborted'
        throw abortError(signal)
      }
      record.status = answered.status
      return toResponse(answered, url)
    } finally {
      inFlight--
      options.onActivity()
    }
  }

  /** The page's Image: a load goes through the same routes (R-API-3's images); onload on an image answer, onerror on
   * anything else; a hanging route never calls either (the preload's own timeout ends the wait). */
  class FakeImage {
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    #src = ''
    get src() {
      return this.#src
    }
    set src(value: string) {
      this.#src = value
      void fetchFake(value).then(
        (response) => {
          const ok = response.ok && (response.headers.get('content-type') ?? '').startsWith('image/')
          void response.body?.cancel().catch(() => undefined)
          ;(ok ? this.onload : this.onerror)?.call(this)
        },
        () => this.onerror?.call(this),
      )
    }
  }

  return {
    fetch: fetchFake,
    Image: FakeImage as unknown as typeof Image,
    /** Every request, in order, with how it ended. */
    requests,
    /** Requests to an origin no service of this world answers. */
    escaped: () => requests.filter((request) => request.service === 'escaped'),
    /** Requests being answered now (a hang counts until aborted). */
    get inFlight() {
      return inFlight
    },
    get hanging() {
      return hanging
    },
    /** From now on, the route (an exact path, a path prefix, or a pattern) of `service` fails as `fault`, `times` times
     * (every time by default). Returns the removal. */
    fail(service: ServiceName, path: RoutePattern, fault: Fault, times = Number.POSITIVE_INFINITY): () => void {
      const rule: FaultRule = { service, path, fault, times, hits: 0 }
      rules.push(rule)
      return () => {
        const index = rules.indexOf(rule)
        if (index >= 0) rules.splice(index, 1)
      }
    },
    /** Every route answers normally again. */
    heal(): void {
      rules.length = 0
    },
    /** The requests a service received on a path (prefix or pattern). */
    sent(service: ServiceName, path?: RoutePattern): RecordedRequest[] {
      return requests.filter((request) => request.service === service && (path === undefined || matches({ service, path }, service, request.url)))
    },
  }
}
