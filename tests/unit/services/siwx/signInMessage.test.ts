// The sign-in message (SPEC §3; issue 15): EIP-4361 on eip155 through viem's siwe utilities, the CAIP-122 form on
// Solana. Property tests: whatever valid fields are generated, build → parse gives the same fields back; and the
// malformed texts the issue names are refused — missing lines, a short or non-alphanumeric nonce, an address not in
// checksum form, lines out of order, an unknown version.
import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatSignInMessage, parseSignInMessage, type SignInMessage } from '../../../../src/services/siwx/signInMessage'

const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const hexAddress = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`))
const base58 = fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
const nonce = fc.stringMatching(/^[a-zA-Z0-9]{8,32}$/)
const time = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString())
const domain = fc.constantFrom('app.example.com', 'localhost:5173', '127.0.0.1:5273', 'sub.example.org')
const uri = fc.constantFrom('https://app.example.com', 'http://localhost:5173/', 'https://sub.example.org/login?x=1')
const line = fc.stringMatching(/^[A-Za-z0-9 ,.'!?-]{1,80}$/).filter((text) => text.trim() === text && text.length > 0)
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined })

function fields(chain: fc.Arbitrary<string>, address: fc.Arbitrary<string>): fc.Arbitrary<SignInMessage> {
  return fc
    .record({
      chainId: chain,
      accountAddress: address,
      domain,
      uri,
      nonce,
      issuedAt: time,
      expirationTime: optional(time),
      notBefore: optional(time),
      requestId: optional(fc.stringMatching(/^[a-z0-9-]{1,20}$/)),
      resources: optional(fc.array(fc.constantFrom('https://example.com/terms', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq'), { minLength: 1, maxLength: 3 })),
      statement: optional(line),
    })
    .map((record) => {
      const message: SignInMessage = { chainId: record.chainId, accountAddress: record.accountAddress, domain: record.domain, uri: record.uri, version: '1', nonce: record.nonce, issuedAt: record.issuedAt }
      for (const key of ['expirationTime', 'notBefore', 'requestId', 'resources', 'statement'] as const) if (record[key] !== undefined) Object.assign(message, { [key]: record[key] })
      return message
    })
}

const eip155 = fields(fc.integer({ min: 1, max: 2_147_483_647 }).map((id) => `eip155:${id}`), hexAddress)
const solana = fields(fc.constant(SOLANA_CHAIN), base58)

const SAMPLE: SignInMessage = {
  chainId: 'eip155:31337',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  version: '1',
  nonce: 'a1B2c3D4e5',
  issuedAt: '2026-11-25T10:00:00.000Z',
  statement: 'Sign in to the Latch laboratory.',
}

describe('sign-in messages', () => {
  it('EIP-4361: the exact text of the standard', () => {
    expect(formatSignInMessage({ ...SAMPLE, expirationTime: '2026-11-26T10:00:00.000Z', resources: ['https://example.com/terms'] })).toBe(
      [
        'localhost:5173 wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        'Sign in to the Latch laboratory.',
        '',
        'URI: http://localhost:5173',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: a1B2c3D4e5',
        'Issued At: 2026-11-25T10:00:00.000Z',
        'Expiration Time: 2026-11-26T10:00:00.000Z',
        'Resources:',
        '- https://example.com/terms',
      ].join('\n'),
    )
  })

  it('Solana: the CAIP-122 text, "… wants you to sign in with your Solana account"', () => {
    const text = formatSignInMessage({ ...SAMPLE, chainId: SOLANA_CHAIN, accountAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' })
    expect(text.split('\n').slice(0, 3)).toEqual(['localhost:5173 wants you to sign in with your Solana account:', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', ''])
    expect(text).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
  })

  it('property: EIP-4361 build → parse gives the same fields', () => {
    fc.assert(fc.property(eip155, (message) => {
          expect(parseSignInMessage(formatSignInMessage(message), message.chainId)).toEqual(message)
        }), { numRuns: 300 })
  })

  it('property: Solana CAIP-122 build → parse gives the same fields', () => {
    fc.assert(fc.property(solana, (message) => {
          expect(parseSignInMessage(formatSignInMessage(message), message.chainId)).toEqual(message)
        }), { numRuns: 300 })
  })

  it('property: a required line dropped, or two lines swapped, is refused', () => {
    fc.assert(
      fc.property(fc.oneof(eip155, solana), fc.nat(), fc.nat(), (message, i, j) => {
        const lines = formatSignInMessage(message).split('\n')
        const at = i % lines.length
        // The optional lines may be absent; every other one may not.
        if (lines[at] === '' || (at > 1 && !/^(URI|Version|Chain ID|Nonce|Issued At): /.test(lines[at]!))) return true
        const dropped = [...lines.slice(0, at), ...lines.slice(at + 1)].join('\n')
        expect(parseSignInMessage(dropped, message.chainId)).toBeUndefined()
        const other = j % lines.length
        // Two resources swapped are another valid list, not a broken message.
        if (lines[other] === lines[at] || (lines[other]!.startsWith('- ') && lines[at]!.startsWith('- '))) return true
        const swapped = [...lines]
        ;[swapped[at], swapped[other]] = [swapped[other]!, swapped[at]!]
        expect(parseSignInMessage(swapped.join('\n'), message.chainId)).toBeUndefined()
        return true
      }),
      { numRuns: 500 },
    )
  })

  it('refuses a short or non-alphanumeric nonce, a non-checksummed address, an unknown version, a foreign chain', () => {
    const text = formatSignInMessage(SAMPLE)
    expect(parseSignInMessage(text, 'eip155:31337')).toEqual(SAMPLE)
    expect(parseSignInMessage(text.replace('Nonce: a1B2c3D4e5', 'Nonce: a1B2c3D'), 'eip155:31337')).toBeUndefined()
    expect(parseSignInMessage(text.replace('Nonce: a1B2c3D4e5', 'Nonce: a1B2c3D4e_'), 'eip155:31337')).toBeUndefined()
    expect(parseSignInMessage(text.replace('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'), 'eip155:31337')).toBeUndefined()
    expect(parseSignInMessage(text.replace('Version: 1', 'Version: 2'), 'eip155:31337')).toBeUndefined()
    expect(parseSignInMessage(text, 'eip155:1')).toBeUndefined()
    expect(parseSignInMessage(text, SOLANA_CHAIN)).toBeUndefined()
    expect(() => formatSignInMessage({ ...SAMPLE, nonce: 'short' })).toThrow(/nonce/)
    expect(() => formatSignInMessage({ ...SAMPLE, accountAddress: SAMPLE.accountAddress.toLowerCase() })).toThrow(/checksum/)
    expect(() => formatSignInMessage({ ...SAMPLE, chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' })).toThrow(/namespace/)
  })

  it('R-SIWX-2: a chain in a namespace with no sign-in text is refused, naming the namespace', () => {
    expect(() => formatSignInMessage({ ...SAMPLE, chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' })).toThrow(new Error('no sign-in message for the polkadot namespace'))
    expect(parseSignInMessage(formatSignInMessage(SAMPLE), 'polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBeUndefined()
  })
})
