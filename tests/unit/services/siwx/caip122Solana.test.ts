// The CAIP-122 sign-in text on Solana (SPEC §3's sign-in message, signed in R-SIWX-2): the exact layout (the EIP-4361
// one with "Solana account" and the CAIP-2 reference on the Chain ID line), each field's rule refused on its own with
// its developer-facing sentence, and the parser's refusals of a text for another chain or version.
// Every expected text, address and date is written out here, never computed from src/.
import { describe, expect, it } from 'vitest'
import { formatSolanaSignIn, parseSolanaSignIn } from '../../../../src/services/siwx/caip122Solana'
import type { SignInMessage } from '../../../../src/services/siwx/signInFields'

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

const MINIMAL: SignInMessage = {
  chainId: MAINNET,
  accountAddress: ADDRESS,
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  version: '1',
  nonce: 'a1B2c3D4e5',
  issuedAt: '2026-11-25T10:00:00.000Z',
}

const MINIMAL_TEXT = [
  'localhost:5173 wants you to sign in with your Solana account:',
  '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  '',
  'URI: http://localhost:5173',
  'Version: 1',
  'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'Nonce: a1B2c3D4e5',
  'Issued At: 2026-11-25T10:00:00.000Z',
].join('\n')

const FULL: SignInMessage = {
  ...MINIMAL,
  statement: 'Sign in to the Latch laboratory.',
  expirationTime: '2026-11-26T10:00:00.000Z',
  notBefore: '2026-11-25T09:00:00.000Z',
  requestId: 'req-42',
  resources: ['https://example.com/terms', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq'],
}

const FULL_TEXT = [
  'localhost:5173 wants you to sign in with your Solana account:',
  '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  '',
  'Sign in to the Latch laboratory.',
  '',
  'URI: http://localhost:5173',
  'Version: 1',
  'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'Nonce: a1B2c3D4e5',
  'Issued At: 2026-11-25T10:00:00.000Z',
  'Expiration Time: 2026-11-26T10:00:00.000Z',
  'Not Before: 2026-11-25T09:00:00.000Z',
  'Request ID: req-42',
  'Resources:',
  '- https://example.com/terms',
  '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
].join('\n')

describe('formatSolanaSignIn: the CAIP-122 text (SPEC §3, R-SIWX-2)', () => {
  it('R-SIWX-2: every field, in the EIP-4361 order, with the CAIP-2 reference as the Chain ID', () => {
    expect(formatSolanaSignIn(FULL)).toBe(FULL_TEXT)
  })

  it('R-SIWX-2: only the required lines when no optional field is given', () => {
    expect(formatSolanaSignIn(MINIMAL)).toBe(MINIMAL_TEXT)
  })

  it('R-SIWX-2: an empty resource list writes no "Resources:" line', () => {
    expect(formatSolanaSignIn({ ...MINIMAL, resources: [] })).toBe(MINIMAL_TEXT)
  })

  it.each([
    ['32 characters', '11111111111111111111111111111111'],
    ['44 characters', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'],
  ])('R-VAL-4: a base58 address of %s is accepted', (_what, address) => {
    expect(formatSolanaSignIn({ ...MINIMAL, accountAddress: address }).split('\n')[1]).toBe(address)
  })

  it.each([
    ['31 characters', '1111111111111111111111111111111'],
    ['45 characters', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4Tz'],
    ['a prefix', '!7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    ['a suffix', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV!'],
    ['a 0 (not base58)', '0EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
  ])('R-VAL-4: an address with %s is refused', (_what, address) => {
    expect(() => formatSolanaSignIn({ ...MINIMAL, accountAddress: address })).toThrow('not a Solana address')
  })

  it.each(['app.example.com', 'localhost', '127.0.0.1:5273', 'sub.example.org:443'])('SPEC §3: the domain %s (an RFC 3986 authority) is accepted', (domain) => {
    expect(formatSolanaSignIn({ ...MINIMAL, domain }).split('\n')[0]).toBe(`${domain} wants you to sign in with your Solana account:`)
  })

  it.each([
    ['a scheme before it', 'https://app.example.com'],
    ['a path after it', 'app.example.com/login'],
    ['a port of 6 digits', 'localhost:517300'],
    ['a space', 'app example.com'],
    ['nothing', ''],
  ])('SPEC §3: a domain with %s is refused', (_what, domain) => {
    expect(() => formatSolanaSignIn({ ...MINIMAL, domain })).toThrow('the domain is not an RFC 3986 authority')
  })

  it.each([
    ['7 characters', 'a1B2c3D'],
    ['junk after it', 'abc12345!'],
    ['junk before it', '!abc12345'],
    ['a space inside', 'abcd 12345'],
  ])('SPEC §3: a nonce with %s is refused', (_what, nonce) => {
    expect(() => formatSolanaSignIn({ ...MINIMAL, nonce })).toThrow('the nonce needs at least 8 letters and digits')
  })

  it('SPEC §3: a nonce of exactly 8 letters and digits is accepted', () => {
    expect(formatSolanaSignIn({ ...MINIMAL, nonce: 'abcd1234' })).toContain('\nNonce: abcd1234\n')
  })

  it('SPEC §3: a version other than 1 is refused', () => {
    expect(() => formatSolanaSignIn({ ...MINIMAL, version: '2' as '1' })).toThrow('version must be 1')
  })

  it.each(['issuedAt', 'expirationTime', 'notBefore'] as const)('SPEC §3: %s must be an ISO date-time with milliseconds and Z, nothing before or after', (field) => {
    for (const value of ['x2026-11-25T10:00:00.000Z', '2026-11-25T10:00:00.000Zjunk', '2026-11-25T10:00:00Z', '2026-11-25 10:00:00.000Z', 'tomorrow']) {
      expect(() => formatSolanaSignIn({ ...MINIMAL, [field]: value }), value).toThrow(`not an ISO date-time: ${value}`)
    }
  })

  it.each([
    ['statement', { statement: 'Line one\nLine two' }],
    ['uri', { uri: 'http://localhost:5173\nVersion: 2' }],
    ['requestId', { requestId: 'req\n42' }],
    ['second resource', { resources: ['https://example.com/terms', 'https://example.com/x\nURI: https://evil.test'] }],
  ])('SPEC §3: a %s spanning two lines is refused (the other fields on one line)', (_what, change) => {
    expect(() => formatSolanaSignIn({ ...MINIMAL, ...change })).toThrow('a field spans lines')
  })
})

describe('parseSolanaSignIn (SPEC §3, R-SIWX-2)', () => {
  it('R-SIWX-2: reads every field of the full text', () => {
    expect(parseSolanaSignIn(FULL_TEXT, MAINNET)).toStrictEqual(FULL)
  })

  it('R-SIWX-2: reads the minimal text without any optional key (not even an undefined one)', () => {
    const fields = parseSolanaSignIn(MINIMAL_TEXT, MAINNET)
    expect(fields).toStrictEqual(MINIMAL)
    expect(Object.keys(fields ?? {}).sort()).toEqual(['accountAddress', 'chainId', 'domain', 'issuedAt', 'nonce', 'uri', 'version'])
  })

  it('R-SIWX-2: a text for mainnet is not a devnet message', () => {
    expect(parseSolanaSignIn(MINIMAL_TEXT, DEVNET)).toBeUndefined()
  })

  it('SPEC §3: a text with Version: 2 is refused', () => {
    expect(parseSolanaSignIn(MINIMAL_TEXT.replace('Version: 1', 'Version: 2'), MAINNET)).toBeUndefined()
  })

  it('SPEC §3: an Ethereum text is not a Solana one', () => {
    expect(parseSolanaSignIn(MINIMAL_TEXT.replace('Solana account', 'Ethereum account'), MAINNET)).toBeUndefined()
  })
})

// SPEC §3 with R-SIWX-2: a message that cannot be read back is never built. Each of these once wrote a text the parser
// refused (a blank statement line, "URI: " or "Chain ID: " with nothing after it).
describe('formatSolanaSignIn refuses what it could not read back', () => {
  it.each([
    ['an empty uri', { uri: '' }, 'the uri is not an RFC 3986 URI'],
    ['a uri without a scheme', { uri: 'app.example.com/login' }, 'the uri is not an RFC 3986 URI'],
    ['a uri with a space', { uri: 'http://localhost:5173/a b' }, 'the uri is not an RFC 3986 URI'],
    ['a uri after a space', { uri: ' http://localhost:5173' }, 'the uri is not an RFC 3986 URI'],
    ['a uri whose scheme starts with a digit', { uri: '1http://localhost:5173' }, 'the uri is not an RFC 3986 URI'],
    ['a chain id with junk before', { chainId: 'xsolana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, 'not a Solana chain id'],
    ['a chain id of three parts', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:x' }, 'not a Solana chain id'],
    ['a chain id without a reference', { chainId: 'solana:' }, 'not a Solana chain id'],
    ['a chain id of another namespace', { chainId: 'eip155:1' }, 'not a Solana chain id'],
    ['an empty statement', { statement: '' }, 'an empty statement is left out, not written'],
  ])('%s is refused', (_case, change, sentence) => {
    expect(() => formatSolanaSignIn({ ...MINIMAL, ...change })).toThrow(sentence)
  })

  it.each(['http://localhost:5173', 'https://app.example.com/login?next=1', 'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66'])('the uri %s is accepted and read back', (uri) => {
    const text = formatSolanaSignIn({ ...MINIMAL, uri })
    expect(parseSolanaSignIn(text, MAINNET)?.uri).toBe(uri)
  })
})
