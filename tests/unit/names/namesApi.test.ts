// The names client (SPEC §7: lookup by name, suggestions, reverse lookup, identity, register) against a fake fetch
// that records each request and answers fixed Responses: the routes, the project id on each, what 404 means, how
// a failed or malformed answer becomes its §8 text, and R-NAME-1's registration (sent once, never retried).
// Expected routes, texts and numbers are written from the spec, never read from src/.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchError } from '../../../src/core/errors'
import { createNamesApi } from '../../../src/services/names/namesApi'
import { latchRejection } from '../support/latchRejection'

const BASE_URL = 'https://rpc.example.test'
const PROJECT_ID = 'project-123'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const RECORD = {
  name: 'alice',
  registered: 1_700_000_000,
  updated: 1_700_000_100,
  addresses: { '2147514985': { address: ADDRESS, created: 1_700_000_000 } },
  attributes: {},
}

type Seen = { url: URL; method: string; headers: Headers; body: string | undefined }

/** A fetch answering each request with `answer` (a fresh Response each time), recording what was asked. */
function fakeFetch(answer: (url: URL) => Response | Promise<Response>) {
  const seen: Seen[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input))
    seen.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: typeof init?.body === 'string' ? init.body : undefined })
    return answer(url)
  }
  return { seen, fetch }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function apiAnswering(answer: (url: URL) => Response | Promise<Response>) {
  const { seen, fetch } = fakeFetch(answer)
  return { seen, api: createNamesApi({ baseUrl: BASE_URL, projectId: PROJECT_ID, fetch }) }
}

/** The transport waits between retries of a 5xx GET: those waits run on fake timers so the test stays fast. */
async function rejectionOnFakeTimers(start: () => Promise<unknown>): Promise<LatchError> {
  vi.useFakeTimers()
  const outcome = latchRejection(start())
  await vi.runAllTimersAsync()
  return outcome
}

afterEach(() => {
  vi.useRealTimers()
})

const REGISTRATION = { coinType: 2147514985, address: ADDRESS, message: '{"name":"alice","attributes":{},"timestamp":1700000123}', signature: '0xsig' }

describe('routes (SPEC §7), each with the project id', () => {
  it.each([
    ['lookup', '/v1/profile/account/alice', RECORD],
    ['suggestions', '/v1/profile/suggestions/alice', { suggestions: [] }],
    ['namesOf', `/v1/profile/reverse/${ADDRESS}`, []],
    ['identity', `/v1/identity/${ADDRESS}`, { name: null, avatar: null }],
  ] as const)('%s asks GET %s?projectId=…', async (call, path, body) => {
    const { seen, api } = apiAnswering(() => json(body))
    await (call === 'lookup' || call === 'suggestions' ? api[call]('alice') : api[call](ADDRESS))
    expect(seen).toHaveLength(1)
    expect(seen[0]?.method).toBe('GET')
    expect(seen[0]?.url.origin).toBe('https://rpc.example.test')
    expect(seen[0]?.url.pathname).toBe(path)
    expect(seen[0]?.url.searchParams.get('projectId')).toBe('project-123')
  })

  it('register POSTs /v1/profile/account?projectId=…', async () => {
    const { seen, api } = apiAnswering(() => json(RECORD))
    await api.register(REGISTRATION, 'alice')
    expect(seen).toHaveLength(1)
    expect(seen[0]?.method).toBe('POST')
    expect(seen[0]?.url.pathname).toBe('/v1/profile/account')
    expect(seen[0]?.url.searchParams.get('projectId')).toBe('project-123')
  })

  it('a base URL with a trailing slash still asks the same route', async () => {
    const { seen, fetch } = fakeFetch(() => json(RECORD))
    await createNamesApi({ baseUrl: `${BASE_URL}/`, projectId: PROJECT_ID, fetch }).lookup('alice')
    expect(seen[0]?.url.pathname).toBe('/v1/profile/account/alice')
  })
})

describe('lookup (a 404 means the name is free)', () => {
  it('answers null on 404', async () => {
    const { api } = apiAnswering(() => json({ message: 'not found' }, 404))
    await expect(api.lookup('alice')).resolves.toBeNull()
  })

  it('answers the record on 200', async () => {
    const { api } = apiAnswering(() => json(RECORD))
    await expect(api.lookup('alice')).resolves.toEqual(RECORD)
  })

  it("§8: a 500 is 'Error resolving name', not a free name", async () => {
    const { api } = apiAnswering(() => json({ message: 'boom' }, 500))
    const error = await rejectionOnFakeTimers(() => api.lookup('alice'))
    expect(error.message).toMatch(/^Error resolving name(:|$)/)
  })

  it.each([400, 403, 410])("§8: a %i is 'Error resolving name', not a free name", async (status) => {
    const { api } = apiAnswering(() => json({ message: 'no' }, status))
    const error = await latchRejection(api.lookup('alice'))
    expect(error.message).toMatch(/^Error resolving name(:|$)/)
  })

  it.each([
    ['a name breaking R-VAL-1', { ...RECORD, name: 'ab' }],
    ['a name with a look-alike letter', { ...RECORD, name: '\u0430lice' }],
    ['a missing field', { name: 'alice' }],
    ['a coin type that is not a number', { ...RECORD, addresses: { evm: { address: ADDRESS, created: 1 } } }],
  ])("§8: a 200 with %s is 'Error resolving name'", async (_what, body) => {
    const { api } = apiAnswering(() => json(body))
    const error = await latchRejection(api.lookup('alice'))
    expect(error.message).toMatch(/^Error resolving name(:|$)/)
  })

  it("§8: a 200 whose body is not JSON is 'Error resolving name'", async () => {
    const { api } = apiAnswering(() => new Response('<html>', { status: 200 }))
    const error = await latchRejection(api.lookup('alice'))
    expect(error.message).toMatch(/^Error resolving name(:|$)/)
  })
})

describe('suggestions', () => {
  it('answers the suggestions on 200', async () => {
    const suggestions = [
      { name: 'alice1', registered: false },
      { name: 'alice-x', registered: true },
    ]
    const { api } = apiAnswering(() => json({ suggestions }))
    await expect(api.suggestions('alice')).resolves.toEqual(suggestions)
  })

  it("§8: a 500 is 'Error fetching name suggestions'", async () => {
    const { api } = apiAnswering(() => json({ message: 'boom' }, 500))
    const error = await rejectionOnFakeTimers(() => api.suggestions('alice'))
    expect(error.message).toMatch(/^Error fetching name suggestions(:|$)/)
  })

  it.each([
    ['a 404', json({ message: 'no' }, 404)],
    ["a suggested name 'ab'", json({ suggestions: [{ name: 'ab', registered: false }] })],
    ['no suggestions field', json([])],
  ])("§8: %s is 'Error fetching name suggestions'", async (_what, response) => {
    const { api } = apiAnswering(() => response)
    const error = await latchRejection(api.suggestions('alice'))
    expect(error.message).toMatch(/^Error fetching name suggestions(:|$)/)
  })
})

describe('namesOf (reverse lookup)', () => {
  it('answers the records on 200', async () => {
    const { api } = apiAnswering(() => json([RECORD]))
    await expect(api.namesOf(ADDRESS)).resolves.toEqual([RECORD])
  })

  it.each([
    ['a 400', json({ message: 'bad address' }, 400)],
    ["a record named 'ab'", json([{ ...RECORD, name: 'ab' }])],
    ['an object instead of a list', json(RECORD)],
  ])("§8: %s is 'Error fetching names for address'", async (_what, response) => {
    const { api } = apiAnswering(() => response)
    const error = await latchRejection(api.namesOf(ADDRESS))
    expect(error.message).toMatch(/^Error fetching names for address(:|$)/)
  })

  it("§8: a 500 is 'Error fetching names for address'", async () => {
    const { api } = apiAnswering(() => json({ message: 'boom' }, 500))
    const error = await rejectionOnFakeTimers(() => api.namesOf(ADDRESS))
    expect(error.message).toMatch(/^Error fetching names for address(:|$)/)
  })
})

describe('identity (name and avatar of an address)', () => {
  it.each([
    { name: 'alice', avatar: 'https://rpc.example.test/v1/profile/avatar/alice' },
    { name: null, avatar: null },
    { name: 'alice', avatar: 'http://localhost:8545/a.svg' },
  ])('answers %j on 200', async (identity) => {
    const { api } = apiAnswering(() => json(identity))
    await expect(api.identity(ADDRESS)).resolves.toEqual(identity)
  })

  it.each([
    ['an avatar javascript:alert(1)', { name: 'alice', avatar: 'javascript:alert(1)' }],
    ['an avatar data:image/svg+xml', { name: 'alice', avatar: 'data:image/svg+xml,<svg onload=alert(1)>' }],
    ['an avatar with a quote', { name: 'alice', avatar: 'https://x.test/a"onerror="alert(1)' }],
    ["a name 'ab'", { name: 'ab', avatar: null }],
    ['no avatar field', { name: 'alice' }],
  ])("§8: %s is 'Error fetching names for address'", async (_what, body) => {
    const { api } = apiAnswering(() => json(body))
    const error = await latchRejection(api.identity(ADDRESS))
    expect(error.message).toMatch(/^Error fetching names for address(:|$)/)
  })

  it("§8: a 404 is 'Error fetching names for address'", async () => {
    const { api } = apiAnswering(() => json({ message: 'no' }, 404))
    const error = await latchRejection(api.identity(ADDRESS))
    expect(error.message).toMatch(/^Error fetching names for address(:|$)/)
  })
})

describe('register (R-NAME-1, R-NAME-2)', () => {
  it('R-NAME-1: posts { coin_type, address, message, signature } as JSON and answers the record', async () => {
    const { seen, api } = apiAnswering(() => json(RECORD))
    await expect(api.register(REGISTRATION, 'alice')).resolves.toEqual(RECORD)
    expect(seen[0]?.headers.get('content-type')).toBe('application/json')
    expect(seen[0]?.headers.get('accept')).toBe('application/json')
    expect(JSON.parse(seen[0]?.body ?? 'null')).toStrictEqual({
      coin_type: 2147514985,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      message: '{"name":"alice","attributes":{},"timestamp":1700000123}',
      signature: '0xsig',
    })
  })

  it("R-NAME-2: a 503 is sent exactly once (never retried) and is 'Error registering name alice'", async () => {
    const { seen, api } = apiAnswering(() => json({ message: 'unavailable' }, 503))
    const error = await rejectionOnFakeTimers(() => api.register(REGISTRATION, 'alice'))
    expect(seen).toHaveLength(1)
    expect(error.message).toMatch(/^Error registering name alice(:|$)/)
  })

  it('R-NAME-2: a network failure is sent once and names the name', async () => {
    const { seen, api } = apiAnswering(() => Promise.reject(new TypeError('fetch failed')))
    const error = await rejectionOnFakeTimers(() => api.register(REGISTRATION, 'bob-the-builder'))
    expect(seen).toHaveLength(1)
    expect(error.message).toMatch(/^Error registering name bob-the-builder(:|$)/)
    expect(error.message).not.toContain('{name}')
  })

  it.each([
    ['a 409 (taken)', () => json({ message: 'name taken' }, 409)],
    ['a 200 that is not a name record', () => json({ ok: true })],
    ["a 200 with a name 'ab'", () => json({ ...RECORD, name: 'ab' })],
    ['a 200 that is not JSON', () => new Response('ok', { status: 200 })],
  ])("R-NAME-2: %s is 'Error registering name alice'", async (_what, answer) => {
    const { seen, api } = apiAnswering(answer)
    const error = await latchRejection(api.register(REGISTRATION, 'alice'))
    expect(seen).toHaveLength(1)
    expect(error.message).toMatch(/^Error registering name alice(:|$)/)
  })

  it("R-NAME-2: a 200 that is not a name record says so after 'Error registering name alice'", async () => {
    const { api } = apiAnswering(() => json({ ok: true }))
    const error = await latchRejection(api.register(REGISTRATION, 'alice'))
    expect(error.message).toBe('Error registering name alice: the registration answer is not a name record')
  })
})
