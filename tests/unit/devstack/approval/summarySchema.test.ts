// The summary the server sends the frame page, checked with the same zod schema on both sides, and the text the page
// shows for it; and the rule for text with characters one cannot see.
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { approvalSummarySchema, summaryText } from '../../../../devstack/frame/approval/summarySchema'
import { escapeHidden, hasHiddenCharacters, visible } from '../../../../devstack/frame/approval/visibleText'

describe('approvalSummarySchema', () => {
  it.each([
    ['a title and no sections', { title: 'Sign a message', sections: [] }],
    ['rows with and without a warning', { title: 'T', sections: [{ heading: 'H', rows: [{ label: 'a', value: '' }, { label: 'b', value: 'x', warning: true }] }] }],
  ])('accepts %s', (_, summary) => {
    expect(z.safeParse(approvalSummarySchema, summary).success).toBe(true)
  })

  it.each([
    ['an empty title', { title: '', sections: [] }],
    ['no sections', { title: 'T' }],
    ['a row value that is no string', { title: 'T', sections: [{ heading: 'H', rows: [{ label: 'a', value: 1 }] }] }],
    ['HTML-ish rows as objects', { title: 'T', sections: [{ heading: 'H', rows: [{ label: 'a', value: { html: '<b>' } }] }] }],
    ['a warning that is no boolean', { title: 'T', sections: [{ heading: 'H', rows: [{ label: 'a', value: 'b', warning: 'yes' }] }] }],
  ])('refuses %s', (_, summary) => {
    expect(z.safeParse(approvalSummarySchema, summary).success).toBe(false)
  })
})

describe('summaryText', () => {
  it('is the title, then each heading and its rows as "label: value", one per line', () => {
    const summary = { title: 'Send a transaction', sections: [{ heading: 'Send ETH', rows: [{ label: 'To', value: '0xabc' }, { label: 'Value', value: '1 ETH', warning: true }] }, { heading: 'Empty', rows: [] }] }
    expect(summaryText(summary)).toBe('Send a transaction\nSend ETH\nTo: 0xabc\nValue: 1 ETH\nEmpty')
  })
})

describe('visible text', () => {
  it.each(['plain', 'tab\tnew line\ncarriage return\r', 'émoji ✓ 日本語'])('leaves %j as it is', (text) => {
    expect(hasHiddenCharacters(text)).toBe(false)
    expect(visible(text)).toEqual({ value: text })
  })

  it.each([
    ['NUL', 'a\u0000b', 'a\\u{0000}b'],
    ['BEL', 'a\u0007b', 'a\\u{0007}b'],
    ['DEL', 'a\u007fb', 'a\\u{007f}b'],
    ['a C1 control', 'a\u0085b', 'a\\u{0085}b'],
    ['a right-to-left override', 'pay\u202eevil', 'pay\\u{202e}evil'],
    ['an isolate', 'a\u2066b', 'a\\u{2066}b'],
    ['a zero-width space', 'a\u200bb', 'a\\u{200b}b'],
    ['a byte-order mark', '\ufeffa', '\\u{feff}a'],
    ['a line separator', 'a\u2028b', 'a\\u{2028}b'],
    ['a Unicode tag', 'a\u{e0041}b', 'a\\u{e0041}b'],
  ])('escapes %s and marks it', (_, text, escaped) => {
    expect(hasHiddenCharacters(text)).toBe(true)
    expect(escapeHidden(text)).toBe(escaped)
    expect(visible(text)).toEqual({ value: escaped, warning: true })
  })
})
