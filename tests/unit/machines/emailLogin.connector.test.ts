// The email login's connector id (SPEC §1, R-ENT-2 connector type AUTH): the EVM connection stores it on login, so it
// must be an id the connected-connector storage keeps (R-CONN-1), or a reload would not find the embedded wallet again.
import { describe, expect, it } from 'vitest'
import { EMBEDDED_CONNECTOR_ID } from '../../../src/machines/emailLogin/emailLogin.connector'
import { createLatchStorage } from '../../../src/services/storage'
import { memoryStorage } from '../storage/fakeStorage'

describe('the embedded wallet connector id (R-ENT-2, R-CONN-1)', () => {
  it('is kept as the connected connector across a reload', () => {
    const storage = memoryStorage()
    expect(createLatchStorage(storage).setConnectedConnectorId('eip155', EMBEDDED_CONNECTOR_ID)).toBe(true)
    expect(createLatchStorage(storage).getConnectedConnectorId('eip155')).toBe(EMBEDDED_CONNECTOR_ID)
  })

  it('names the AUTH connector type, not a wallet id or rdns', () => {
    expect(EMBEDDED_CONNECTOR_ID.toUpperCase()).toBe('AUTH')
  })
})
