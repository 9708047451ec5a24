// SPEC §5 embedded-login message rules (R-VAL-2) and §7's answer shape (R-FRAME-3), as both ends of the frame parse
// them: valid emails only, codes as strings, the six social providers, the connect- and update-email actions, the two
// theme modes, batched calls whose target and data start with 0x, and Solana's eight commitment levels.
import { describe, expect, it } from 'vitest'
import { appRequest, frameError, frameSuccess, parseAppRequest, parseFrameMessage } from '../../../../src/services/frame/frameMessages'

const ID = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f'
const ok = (request: ReturnType<typeof appRequest>) => request !== undefined

describe('requests the app may send (SPEC §5)', () => {
  it('an email must be an email', () => {
    expect(ok(appRequest('CONNECT_EMAIL', ID, { email: 'ana@example.com' }))).toBe(true)
    for (const email of ['ana', 'ana@', '@example.com', 'ana @example.com', 'ana@example', `${'a'.repeat(250)}@example.com`]) {
      expect(ok(appRequest('CONNECT_EMAIL', ID, { email })), email).toBe(false)
    }
    expect(ok(appRequest('UPDATE_EMAIL', ID, { email: 'new@example.org' }))).toBe(true)
    expect(ok(appRequest('UPDATE_EMAIL', ID, { email: 'new' }))).toBe(false)
  })

  it('a code is a string', () => {
    expect(ok(appRequest('CONNECT_OTP', ID, { otp: '012345' }))).toBe(true)
    expect(parseAppRequest({ type: '@latch-app/CONNECT_OTP', id: ID, payload: { otp: 12345 } })).toBeUndefined()
    expect(ok(appRequest('UPDATE_EMAIL_PRIMARY_OTP', ID, { otp: '111111' }))).toBe(true)
    expect(parseAppRequest({ type: '@latch-app/UPDATE_EMAIL_SECONDARY_OTP', id: ID, payload: {} })).toBeUndefined()
  })

  it('a social provider is one of google, github, apple, facebook, x, discord', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const) expect(ok(appRequest('GET_SOCIAL_REDIRECT_URI', ID, { provider }))).toBe(true)
    for (const provider of ['farcaster', 'twitter', 'Google', '']) {
      expect(parseAppRequest({ type: '@latch-app/GET_SOCIAL_REDIRECT_URI', id: ID, payload: { provider } }), provider).toBeUndefined()
    }
  })

  it('the theme mode is light or dark', () => {
    expect(ok(appRequest('SYNC_THEME', ID, { themeMode: 'dark', themeVariables: { '--latch-radius': 4 } }))).toBe(true)
    expect(parseAppRequest({ type: '@latch-app/SYNC_THEME', id: ID, payload: { themeMode: 'blue' } })).toBeUndefined()
  })

  it("a batched call's target and data start with 0x", () => {
    const sendCalls = (calls: unknown[]) => parseAppRequest({ type: '@latch-app/RPC_REQUEST', id: ID, payload: { method: 'wallet_sendCalls', params: [{ calls }] } })
    expect(sendCalls([{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', data: '0xa9059cbb', value: '0x1' }])).toBeDefined()
    expect(sendCalls([{ to: '70997970C51812dc3A010C7d01b50e0d17dc79C8' }])).toBeUndefined()
    expect(sendCalls([{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', data: 'a9059cbb' }])).toBeUndefined()
    expect(sendCalls([{ to: '0xzz' }])).toBeUndefined()
    expect(parseAppRequest({ type: '@latch-app/RPC_REQUEST', id: ID, payload: { method: 'wallet_sendCalls', params: [{}] } })).toBeUndefined()
  })

  it('a Solana commitment is one of the eight levels', () => {
    const withCommitment = (commitment: string) =>
      parseAppRequest({ type: '@latch-app/RPC_REQUEST', id: ID, payload: { method: 'solana_signAndSendTransaction', params: ['AQID', { commitment }] } })
    for (const level of ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']) expect(withCommitment(level), level).toBeDefined()
    expect(withCommitment('fast')).toBeUndefined()
  })

  it('needs an id that is a UUID, a known name and the app prefix', () => {
    expect(parseAppRequest({ type: '@latch-app/GET_CHAIN_ID', id: ID })).toEqual({ type: '@latch-app/GET_CHAIN_ID', id: ID })
    expect(parseAppRequest({ type: '@latch-app/GET_CHAIN_ID', id: '1' })).toBeUndefined()
    expect(parseAppRequest({ type: '@latch-app/GET_CHAIN_ID' })).toBeUndefined()
    expect(parseAppRequest({ type: '@latch-app/EXPORT_PRIVATE_KEY', id: ID })).toBeUndefined()
    expect(parseAppRequest({ type: '@latch-frame/GET_CHAIN_ID', id: ID })).toBeUndefined()
    expect(parseAppRequest('{"type":"@latch-app/GET_CHAIN_ID"}')).toBeUndefined()
  })
})

describe("the frame's answers (R-FRAME-3)", () => {
  it('success or error under the request’s id; an error carries a message', () => {
    expect(parseFrameMessage(frameSuccess('CONNECT_EMAIL', ID, { action: 'VERIFY_DEVICE' }))).toEqual({ kind: 'success', name: 'CONNECT_EMAIL', id: ID, payload: { action: 'VERIFY_DEVICE' } })
    expect(parseFrameMessage(frameError('CONNECT_OTP', ID, 'Invalid code'))).toEqual({ kind: 'error', name: 'CONNECT_OTP', id: ID, message: 'Invalid code' })
    expect(parseFrameMessage({ type: '@latch-frame/CONNECT_OTP_ERROR', id: ID, payload: {} })).toBeUndefined()
    expect(parseFrameMessage({ type: '@latch-frame/CONNECT_OTP_ERROR', payload: { message: 'x' } })).toBeUndefined()
  })

  it('the connect-email action is VERIFY_DEVICE, VERIFY_OTP or CONNECT; the update-email one VERIFY_PRIMARY_OTP or VERIFY_SECONDARY_OTP', () => {
    for (const action of ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) expect(parseFrameMessage({ type: '@latch-frame/CONNECT_EMAIL_SUCCESS', id: ID, payload: { action } })).toBeDefined()
    expect(parseFrameMessage({ type: '@latch-frame/CONNECT_EMAIL_SUCCESS', id: ID, payload: { action: 'VERIFY_PRIMARY_OTP' } })).toBeUndefined()
    for (const action of ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) expect(parseFrameMessage({ type: '@latch-frame/UPDATE_EMAIL_SUCCESS', id: ID, payload: { action } })).toBeDefined()
    expect(parseFrameMessage({ type: '@latch-frame/UPDATE_EMAIL_SUCCESS', id: ID, payload: { action: 'CONNECT' } })).toBeUndefined()
  })

  it('SPEC §3 embedded-login user: address and chain, accounts typed eoa or smartAccount', () => {
    const user = { email: 'ana@example.com', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337, accounts: [{ address: '0x1', type: 'smartAccount' }], preferredAccountType: 'smartAccount', smartAccountDeployed: false }
    expect(parseFrameMessage(frameSuccess('GET_USER', ID, user as never))).toMatchObject({ kind: 'success', payload: user })
    expect(parseFrameMessage({ type: '@latch-frame/GET_USER_SUCCESS', id: ID, payload: { ...user, accounts: [{ address: '0x1', type: 'multisig' }] } })).toBeUndefined()
    expect(parseFrameMessage({ type: '@latch-frame/GET_USER_SUCCESS', id: ID, payload: { chainId: 1 } })).toBeUndefined()
  })
})

// Security: only the declared shapes count, end to end: no trailing text after an email, a hex value or an id; no
// answer type with a prefix or suffix around `<NAME>_SUCCESS|ERROR`, none under a name the app never asks; and odd
// params are refused (or accepted) without the parser throwing.
describe('declared shapes only (R-VAL-2, R-FRAME-3)', () => {
  it('an email with anything after it is not an email', () => {
    for (const email of ['ana@example.com <script>', 'ana@example.com\n', 'ana@example.com @evil.example']) {
      expect(ok(appRequest('CONNECT_EMAIL', ID, { email })), JSON.stringify(email)).toBe(false)
    }
  })

  it("a batched call's target must start with 0x, not merely contain it", () => {
    const sendCalls = (calls: unknown[]) => parseAppRequest({ type: '@latch-app/RPC_REQUEST', id: ID, payload: { method: 'wallet_sendCalls', params: [{ calls }] } })
    expect(sendCalls([{ to: 'evil0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }])).toBeUndefined()
    expect(sendCalls([{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', data: 'ff0xa9059cbb' }])).toBeUndefined()
  })

  it('wallet_sendCalls without a first param holding calls is refused, and nothing throws', () => {
    for (const params of [[], {}, undefined, [null]]) {
      const payload = { method: 'wallet_sendCalls', ...(params === undefined ? {} : { params }) }
      expect(() => parseAppRequest({ type: '@latch-app/RPC_REQUEST', id: ID, payload }), JSON.stringify(params)).not.toThrow()
      expect(parseAppRequest({ type: '@latch-app/RPC_REQUEST', id: ID, payload }), JSON.stringify(params)).toBeUndefined()
    }
  })

  it('null among Solana params is not a commitment: the request is kept, the commitment still checked', () => {
    const request = (params: unknown[]) => parseAppRequest({ type: '@latch-app/RPC_REQUEST', id: ID, payload: { method: 'solana_signMessage', params } })
    expect(request([null, 'AQID'])).toEqual({ type: '@latch-app/RPC_REQUEST', id: ID, payload: { method: 'solana_signMessage', params: [null, 'AQID'] } })
    expect(request([null, { commitment: 'confirmed' }])).toBeDefined()
    expect(request([null, { commitment: 'fast' }])).toBeUndefined()
  })

  it('an id with anything after the UUID is not an id, asked or answered', () => {
    expect(parseAppRequest({ type: '@latch-app/GET_CHAIN_ID', id: `${ID}0` })).toBeUndefined()
    expect(parseFrameMessage({ type: '@latch-frame/GET_CHAIN_ID_SUCCESS', id: `${ID}-1`, payload: { chainId: 1 } })).toBeUndefined()
    expect(parseFrameMessage({ type: '@latch-frame/CONNECT_OTP_ERROR', id: `${ID} `, payload: { message: 'Invalid code' } })).toBeUndefined()
  })

  it('an answer type is exactly <NAME>_SUCCESS or <NAME>_ERROR: nothing before the name or after the outcome', () => {
    const answer = (type: string) => parseFrameMessage({ type: `@latch-frame/${type}`, id: ID, payload: { message: 'Invalid code' } })
    expect(answer('CONNECT_OTP_ERROR')).toEqual({ kind: 'error', name: 'CONNECT_OTP', id: ID, message: 'Invalid code' })
    for (const type of ['CONNECT_OTP_ERRORS', 'CONNECT_OTP_ERROR!', 'CONNECT_OTP_ERROR_', 'xCONNECT_OTP_ERROR', '@latch-frame/CONNECT_OTP_ERROR', ' CONNECT_OTP_ERROR']) {
      expect(answer(type), type).toBeUndefined()
    }
  })

  it('an answer under a name the app never asks is no answer, success or error', () => {
    expect(parseFrameMessage({ type: '@latch-frame/EXPORT_PRIVATE_KEY_ERROR', id: ID, payload: { message: 'here it is' } })).toBeUndefined()
    expect(parseFrameMessage({ type: '@latch-frame/EXPORT_PRIVATE_KEY_SUCCESS', id: ID, payload: {} })).toBeUndefined()
  })
})
