// R-ERR-1..5: the catalogue's own helpers (texts with their parameters, server-message mapping, foreign errors
// wrapped). That each entry is raised by today's code is proven by triggering it, in tests/spec/errors.test.tsx.
import { describe, expect, it } from 'vitest'
import { toLatchError } from '../../../src/core/caughtErrors'
import { ALERT_DESCRIPTIONS, alertContent, ERRORS, errorText, isAlertCode, LatchError, type AlertCode, type ErrorCode } from '../../../src/core/errors'
import { alertForServerMessage } from '../../../src/core/serverAlerts'
import { NOT_YET_REACHABLE, SPEC_ERRORS } from '../../spec/spec.table'

describe('error catalogue', () => {
  it('holds every entry of the spec table (tests/spec/spec.table.ts), and no other', () => {
    expect(Object.keys(ERRORS).sort()).toEqual(Object.keys(SPEC_ERRORS).sort())
  })

  it('entries no behaviour reaches yet already hold the spec text', () => {
    for (const code of NOT_YET_REACHABLE) {
      const row = SPEC_ERRORS[code]
      if (row.kind === 'alert') expect([alertContent(code as ErrorCode).title, ALERT_DESCRIPTIONS[code as AlertCode]], code).toEqual([row.short, row.long])
      else expect(errorText(code as ErrorCode, { seconds: 'N' }), code).toBe(row.text)
    }
  })

  it('holds the spec texts verbatim (R-ERR-1, R-ERR-3, R-ERR-4)', () => {
    // An alert's long text is read from the message catalogue, which is built from ALERT_DESCRIPTIONS.
    expect(alertContent('NETWORK_NOT_FOUND')).toEqual({ code: 'NETWORK_NOT_FOUND', title: 'Network Not Found' })
    expect(ALERT_DESCRIPTIONS.NETWORK_NOT_FOUND).toBe('network must be in the networks array')
    expect(alertContent('PROJECT_ID_NOT_CONFIGURED').title).toBe('Project ID Not Configured')
    expect(errorText('HTTP_STATUS', { status: 503 })).toBe('HTTP status code: 503')
    expect(errorText('EMAIL_COOLDOWN', { seconds: 12 })).toBe('Please try again after 12 seconds')
    expect(errorText('NAME_REGISTER_FAILED', { name: 'alice' })).toBe('Error registering name alice')
    expect(errorText('INVALID_CAIP_ADDRESS')).toBe('Invalid CAIP Address')
  })

  it('keeps the RPC codes of R-ERR-5', () => {
    expect([ERRORS.RPC_UNRECOGNIZED_CHAIN.rpcCode, ERRORS.RPC_DEFAULT.rpcCode, ERRORS.RPC_INVALID_CHAIN_ID.rpcCode]).toEqual([4902, 5000, 32603])
  })

  it('maps server messages to alerts (R-ERR-2)', () => {
    expect(alertForServerMessage('Unauthorized: origin not allowed')).toBe('ORIGIN_NOT_ALLOWED')
    expect(alertForServerMessage('JWT validation error: JWT Token is not yet valid')).toBe('SESSION_EXPIRED')
    expect(alertForServerMessage('Unauthorized: invalid key')).toBe('INVALID_PROJECT_ID')
    expect(alertForServerMessage('something else')).toBeUndefined()
    expect([alertContent('INVALID_PROJECT_ID').title, ALERT_DESCRIPTIONS.INVALID_PROJECT_ID]).toEqual(['Invalid App Configuration', 'Invalid Project ID'])
  })

  it('turns anything caught into a LatchError with a catalogue text, never a foreign message', () => {
    const wrapped = toLatchError(new TypeError('undefined is not a function'))
    expect(wrapped).toBeInstanceOf(LatchError)
    expect(wrapped.code).toBe('SOMETHING_WENT_WRONG')
    expect(wrapped.message).toBe('Something went wrong')
    const own = new LatchError('INVALID_CHAIN_ID')
    expect(toLatchError(own)).toBe(own)
  })

  it('keeps what was caught as the cause, names itself LatchError and prints its detail after the text', () => {
    const caught = new TypeError('boom')
    expect(toLatchError(caught).cause).toBe(caught)
    expect(new LatchError('SOMETHING_WENT_WRONG', { cause: caught }).cause).toBe(caught)
    const error = new LatchError('HTTP_STATUS', { params: { status: 502 }, detail: 'GET /getWallets', status: 502 })
    expect(error.name).toBe('LatchError')
    expect(String(error)).toBe('LatchError: HTTP status code: 502: GET /getWallets')
    expect(error).toMatchObject({ code: 'HTTP_STATUS', detail: 'GET /getWallets', status: 502 })
    expect(error.entry).toEqual({ kind: 'toast', text: 'HTTP status code: {status}' })
  })

  it('shows a non-alert entry as a title without a description', () => {
    expect(alertContent('SIGNATURE_DECLINED')).toEqual({ code: 'SIGNATURE_DECLINED', title: 'Signature declined' })
    expect(alertContent('DISCONNECT_FAILED')).toEqual({ code: 'DISCONNECT_FAILED', title: 'Failed to disconnect' })
    // Only an alert has a long text (the view shows it below the title).
    expect([isAlertCode('SIGNATURE_DECLINED'), isAlertCode('DISCONNECT_FAILED'), isAlertCode('NETWORK_NOT_FOUND')]).toEqual([false, false, true])
  })
})
