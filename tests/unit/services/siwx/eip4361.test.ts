// EIP-4361 (Sign-In with Ethereum) on eip155, as strict as SPEC §3's message needs before it is signed (R-SIWX-2):
// RFC 3339 times written exactly as toISOString writes them, a checksummed address, a nonce of at least 8 letters and
// digits, no empty "Resources:" line; and the parser's refusal of each missing or broken line on its own.
// Every expected text is written out here, never computed from src/.
import { describe, expect, it } from 'vitest'
import { formatEip4361, parseEip4361 } from '../../../../src/services/siwx/eip4361'
import type { SignInMessage } from '../../../../src/services/siwx/signInFields'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const MINIMAL: SignInMessage = {
  chainId: 'eip155:31337',
  accountAddress: ADDRESS,
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  version: '1',
  nonce: 'a1B2c3D4e5',
  issuedAt: '2026-11-25T10:00:00.000Z',
}

const PREFIX = ['localhost:5173 wants you to sign in with your Ethereum account:', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '']
const SUFFIX = ['URI: http://localhost:5173', 'Version: 1', 'Chain ID: 31337', 'Nonce: a1B2c3D4e5', 'Issued At: 2026-11-25T10:00:00.000Z']
// EIP-4361's ABNF: address LF, LF, [ statement LF ], LF, then the URI line, so no statement leaves two empty lines.
const MINIMAL_TEXT = [...PREFIX, '', ...SUFFIX].join('\n')

const FULL: SignInMessage = {
  ...MINIMAL,
  statement: 'Sign in to the Latch laboratory.',
  expirationTime: '2026-11-26T10:00:00.000Z',
  notBefore: '2026-11-25T09:00:00.000Z',
  requestId: 'req-42',
  resources: ['https://example.com/terms'],
}

const FULL_TEXT = [
  ...PREFIX,
  'Sign in to the Latch laboratory.',
  '',
  ...SUFFIX,
  'Expiration Time: 2026-11-26T10:00:00.000Z',
  'Not Before: 2026-11-25T09:00:00.000Z',
  'Request ID: req-42',
  'Resources:',
  '- https://example.com/terms',
].join('\n')

describe('formatEip4361 (SPEC §3, R-SIWX-2)', () => {
  it('R-SIWX-2: the full EIP-4361 text', () => {
    expect(formatEip4361(FULL)).toBe(FULL_TEXT)
  })

  it('R-SIWX-2: only the required lines when no optional field is given', () => {
    expect(formatEip4361(MINIMAL)).toBe(MINIMAL_TEXT)
  })

  it('R-SIWX-2: an empty resource list writes no "Resources:" line', () => {
    expect(formatEip4361({ ...MINIMAL, resources: [] })).toBe(MINIMAL_TEXT)
  })

  it.each([
    ['issuedAt', '2026-11-25T10:00:00Z'],
    ['issuedAt', '2026-11-25T12:00:00.000+02:00'],
    ['issuedAt', 'tomorrow'],
    ['expirationTime', '2026-11-26T10:00:00Z'],
    ['expirationTime', 'Thu, 26 Nov 2026 10:00:00 GMT'],
    ['notBefore', '2026-11-25T09:00:00.0Z'],
    ['notBefore', 'not a date'],
  ] as const)('SPEC §3: %s %s (not written as toISOString writes it) is refused', (field, value) => {
    expect(() => formatEip4361({ ...MINIMAL, [field]: value })).toThrow(new Error(`not an ISO date-time: ${value}`))
  })

  it.each([
    ['all lower case (no checksum)', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
    ['a wrong checksum', '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['39 hex digits', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226'],
  ])('SPEC §3: an address with %s is refused', (_what, address) => {
    expect(() => formatEip4361({ ...MINIMAL, accountAddress: address })).toThrow(new Error('the address is not in its checksum form'))
  })

  it.each([
    ['7 characters', 'a1B2c3D'],
    ['junk after it', 'abc12345!'],
    ['junk before it', '!abc12345'],
  ])('SPEC §3: a nonce with %s is refused with our own sentence', (_what, nonce) => {
    expect(() => formatEip4361({ ...MINIMAL, nonce })).toThrow(new Error('the nonce needs at least 8 letters and digits'))
  })
})

describe('parseEip4361 (SPEC §3, R-SIWX-2)', () => {
  const lines = MINIMAL_TEXT.split('\n')
  const without = (start: string) => lines.filter((line) => !line.startsWith(start)).join('\n')

  it('R-SIWX-2: reads every field of the full text', () => {
    expect(parseEip4361(FULL_TEXT)).toStrictEqual(FULL)
  })

  it('R-SIWX-2: reads the minimal text without any optional key (not even an undefined one)', () => {
    const fields = parseEip4361(MINIMAL_TEXT)
    expect(fields).toStrictEqual(MINIMAL)
    expect(Object.keys(fields ?? {}).sort()).toEqual(['accountAddress', 'chainId', 'domain', 'issuedAt', 'nonce', 'uri', 'version'])
  })

  it('SPEC §3: a "Resources:" line with no resource gives no resources key', () => {
    expect(parseEip4361(`${MINIMAL_TEXT}\nResources:`)).toStrictEqual(MINIMAL)
  })

  it.each([
    ['no address line', without('0x')],
    ['no domain', MINIMAL_TEXT.replace('localhost:5173 wants', ' wants')],
    ['no URI line', without('URI: ')],
    ['no Version line', without('Version: ')],
    ['Version: 2', MINIMAL_TEXT.replace('Version: 1', 'Version: 2')],
    ['no Chain ID line', without('Chain ID: ')],
    ['no Nonce line', without('Nonce: ')],
    ['no Issued At line', without('Issued At: ')],
    ['an Issued At that is no date (month 13)', MINIMAL_TEXT.replace('2026-11-25T10:00:00.000Z', '2026-13-25T10:00:00.000Z')],
    ['an Issued At in words', MINIMAL_TEXT.replace('2026-11-25T10:00:00.000Z', 'yesterday')],
    ['an Expiration Time that is no date', `${MINIMAL_TEXT}\nExpiration Time: 2026-13-26T10:00:00.000Z`],
    ['a Not Before that is no date', `${MINIMAL_TEXT}\nNot Before: soon`],
    ['a good Expiration Time and a Not Before that is no date', `${MINIMAL_TEXT}\nExpiration Time: 2026-11-26T10:00:00.000Z\nNot Before: 2026-13-25T09:00:00.000Z`],
  ])('SPEC §3: a text with %s is refused', (_what, text) => {
    expect(parseEip4361(text)).toBeUndefined()
  })
})
