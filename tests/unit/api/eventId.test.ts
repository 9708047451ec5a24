// R-API-7: every event carries a v4 UUID, also on a page that is not a secure context (no crypto.randomUUID).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { newEventId } from '../../../src/services/api/eventId'

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => vi.unstubAllGlobals())

describe('newEventId (R-API-7)', () => {
  it('uses crypto.randomUUID where the page has it', () => {
    vi.stubGlobal('crypto', { randomUUID: () => '6f1c1c57-8f0a-4c38-9a33-6c1f8f0c2e11', getRandomValues: () => new Uint8Array(16) })
    expect(newEventId()).toBe('6f1c1c57-8f0a-4c38-9a33-6c1f8f0c2e11')
  })

  it('builds a v4 UUID from random bytes where it does not', () => {
    const webcrypto = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => webcrypto.getRandomValues(bytes) })
    const ids = Array.from({ length: 50 }, newEventId)
    for (const id of ids) expect(id).toMatch(V4)
    expect(new Set(ids).size).toBe(50)
  })

  it('sets the version and variant bits whatever the random bytes are', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) })
    expect(newEventId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0) })
    expect(newEventId()).toBe('00000000-0000-4000-8000-000000000000')
  })
})
