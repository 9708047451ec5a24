// Every provider API schema with good and bad inputs (DESIGN: unit tests for every zod schema), plus a fast-check
// property that the wallet page schema never throws on arbitrary JSON.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  analyticsConfigSchema,
  analyticsEventSchema,
  originsSchema,
  remoteConfigSchema,
  serverErrorSchema,
  walletEntrySchema,
  walletsPageSchema,
} from '../../../src/services/api/schemas'

const wallet = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  image_id: 'img',
  rdns: 'io.metamask',
  chains: ['eip155:1'],
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: null,
  badge_type: 'certified',
}

describe('walletEntrySchema (R-API-2)', () => {
  it('accepts a full entry and drops unknown fields', () => {
    expect(z.parse(walletEntrySchema, { ...wallet, homepage: 'https://metamask.io' })).toEqual(wallet)
  })

  it('fills missing optional fields: links and rdns null, chains [], badge none', () => {
    expect(z.parse(walletEntrySchema, { id: 'x', name: 'X', image_id: 'i' })).toEqual({
      id: 'x', name: 'X', image_id: 'i', rdns: null, chains: [], mobile_link: null, desktop_link: null, webapp_link: null, badge_type: 'none',
    })
  })

  it('an unknown badge is read as none rather than failing the list', () => {
    expect(z.parse(walletEntrySchema, { ...wallet, badge_type: 'platinum' }).badge_type).toBe('none')
  })

  it.each([
    ['no id', { ...wallet, id: undefined }],
    ['empty id', { ...wallet, id: '' }],
    ['numeric name', { ...wallet, name: 42 }],
    ['no image_id', { ...wallet, image_id: undefined }],
    ['chains not a list', { ...wallet, chains: 'eip155:1' }],
    ['numeric link', { ...wallet, mobile_link: 1 }],
  ])('refuses %s', (_name, value) => {
    expect(z.safeParse(walletEntrySchema, value).success).toBe(false)
  })
})

describe('walletsPageSchema (R-API-2)', () => {
  it('accepts data and count', () => {
    expect(z.parse(walletsPageSchema, { data: [wallet], count: 1 })).toEqual({ data: [wallet], count: 1 })
  })

  it.each([
    ['no count', { data: [] }],
    ['negative count', { data: [], count: -1 }],
    ['fractional count', { data: [], count: 1.5 }],
    ['data not a list', { data: {}, count: 0 }],
    ['null', null],
  ])('refuses %s', (_name, value) => {
    expect(z.safeParse(walletsPageSchema, value).success).toBe(false)
  })

  it('property: any JSON value is either a valid page or a failed parse, never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(typeof z.safeParse(walletsPageSchema, value).success).toBe('boolean')
      }),
    )
  })
})

describe('remoteConfigSchema (R-API-4)', () => {
  it('accepts features with and without config', () => {
    const parsed = z.parse(remoteConfigSchema, { features: [{ id: 'email', isEnabled: true }, { id: 'social_login', isEnabled: true, config: ['google'] }] })
    expect(parsed.features).toEqual([{ id: 'email', isEnabled: true, config: null }, { id: 'social_login', isEnabled: true, config: ['google'] }])
  })

  it.each([
    ['no features', {}],
    ['isEnabled not boolean', { features: [{ id: 'email', isEnabled: 'yes' }] }],
    ['config not a list', { features: [{ id: 'email', isEnabled: true, config: 'google' }] }],
  ])('refuses %s', (_name, value) => {
    expect(z.safeParse(remoteConfigSchema, value).success).toBe(false)
  })
})

describe('originsSchema, analyticsConfigSchema, serverErrorSchema (R-API-5, R-API-6, R-ERR-2)', () => {
  it('accept their shapes', () => {
    expect(z.parse(originsSchema, { allowedOrigins: ['http://localhost:*'] }).allowedOrigins).toEqual(['http://localhost:*'])
    expect(z.parse(analyticsConfigSchema, { isAnalyticsEnabled: false }).isAnalyticsEnabled).toBe(false)
    expect(z.parse(serverErrorSchema, { message: 'Unauthorized: invalid key', code: 7 }).message).toBe('Unauthorized: invalid key')
  })

  it('refuse wrong shapes', () => {
    expect(z.safeParse(originsSchema, { allowedOrigins: [1] }).success).toBe(false)
    expect(z.safeParse(originsSchema, { origins: [] }).success).toBe(false)
    expect(z.safeParse(analyticsConfigSchema, { isAnalyticsEnabled: 'true' }).success).toBe(false)
    expect(z.safeParse(serverErrorSchema, { error: 'x' }).success).toBe(false)
  })
})

describe('analyticsEventSchema (R-API-7)', () => {
  const event = { eventId: 'a6c1f4c2-2f0e-4e53-9a4b-2b8a6f1d1e11', url: 'http://127.0.0.1/', domain: '127.0.0.1', timestamp: 1, props: { type: 'track', event: 'MODAL_OPEN', address: '0x1' } }

  it('accepts an event and keeps extra props', () => {
    expect(z.parse(analyticsEventSchema, event).props).toEqual(event.props)
  })

  it.each([
    ['no eventId', { ...event, eventId: '' }],
    ['string timestamp', { ...event, timestamp: '1' }],
    ['unknown type', { ...event, props: { type: 'page', event: 'X' } }],
    ['empty event name', { ...event, props: { type: 'track', event: '' } }],
    ['no props', { ...event, props: undefined }],
  ])('refuses %s', (_name, value) => {
    expect(z.safeParse(analyticsEventSchema, value).success).toBe(false)
  })
})
