// Pairing URIs and sessions are outside input: only a well-formed v2 URI is shown or counted down, and only the
// session fields Latch reads, in their declared shapes, are trusted.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parsePairingUri } from '../../../src/services/walletconnect/pairingUri'
import { accountsOn, firstAccount, peerIcon, sessionSchema } from '../../../src/services/walletconnect/sessionSchema'

const TOPIC = 'a'.repeat(64)
const KEY = 'b'.repeat(64)

describe('parsePairingUri', () => {
  it('reads topic and expiry of a v2 URI', () => {
    expect(parsePairingUri(`wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}&expiryTimestamp=1700000240`)).toEqual({
      uri: `wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}&expiryTimestamp=1700000240`,
      topic: TOPIC,
      expiresAtMs: 1_700_000_240_000,
    })
    expect(parsePairingUri(`wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}`)?.expiresAtMs).toBeUndefined()
  })

  it.each([
    `wc:${TOPIC}@1?symKey=${KEY}`,
    `wc:${TOPIC.slice(1)}@2?symKey=${KEY}`,
    `wc:${TOPIC}@2?symKey=short`,
    `wc:${TOPIC}@2?symKey=${KEY}&expiryTimestamp=-5`,
    `javascript:alert(1)//@2?symKey=${KEY}`,
    '',
    // Only the whole string is the URI: nothing before `wc:`, no line after it, no 65th character in a key.
    `xwc:${TOPIC}@2?symKey=${KEY}`,
    ` wc:${TOPIC}@2?symKey=${KEY}`,
    `wc:${TOPIC}@2?symKey=${KEY}\nexpiryTimestamp=1700000240`,
    `wc:g${TOPIC}@2?symKey=${KEY}`,
    `wc:${TOPIC}g@2?symKey=${KEY}`,
    `wc:${TOPIC}@2?symKey=g${KEY}`,
    `wc:${TOPIC}@2?symKey=${KEY}0`,
    `wc:${TOPIC}@22?symKey=${KEY}`,
  ])('refuses %j', (uri) => {
    expect(parsePairingUri(uri)).toBeUndefined()
  })

  it('never throws on any string', () => {
    fc.assert(fc.property(fc.string(), (uri) => {
      expect(() => parsePairingUri(uri)).not.toThrow()
    }))
  })
})

describe('session schema', () => {
  const session = {
    topic: 't',
    namespaces: { eip155: { accounts: ['eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] } },
    peer: { metadata: { name: 'Latch WC Wallet', icons: ['javascript:alert(1)', 'http://127.0.0.1:5174/icon.svg'] } },
  }

  it('reads the first account, every address once, and a safe icon only', () => {
    const parsed = sessionSchema.parse(session)
    expect(firstAccount(parsed, 'eip155')).toEqual({ namespace: 'eip155', chainId: '31337', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    expect(accountsOn(parsed, 'eip155')).toEqual(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
    expect(peerIcon(parsed)).toBe('http://127.0.0.1:5174/icon.svg')
  })

  it('refuses accounts that are not CAIP-10', () => {
    expect(sessionSchema.safeParse({ ...session, namespaces: { eip155: { accounts: ['<img src=x onerror=alert(1)>'] } } }).success).toBe(false)
  })
})
