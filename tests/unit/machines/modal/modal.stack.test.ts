// The history stack's rules as plain functions (modal.stack.ts), at the edges the machine's guards keep it from:
// each answers with the context to assign and the callbacks to run, and an answer with nothing to do is empty.
import { describe, expect, it } from 'vitest'
import { allCancelled, isShownRequestPending, popped, previousView, settled } from '../../../../src/machines/modal/modal.stack'

const request = (id: number, calls: string[]) => ({ id, onSuccess: () => calls.push(`${id} success`), onCancel: () => calls.push(`${id} cancel`) })

describe('the stack (R-NAV-3, R-NAV-4)', () => {
  it('a single view has no view before it', () => {
    expect([previousView([{ view: 'Connect' }]), previousView([]), previousView([{ view: 'Connect' }, { view: 'Networks' }])]).toEqual([undefined, undefined, 'Connect'])
  })

  it('popping a view that asks for nothing removes it and runs no callback, even with requests waiting underneath', () => {
    const calls: string[] = []
    const change = popped({ stack: [{ view: 'ApproveTransaction', transaction: 1 }, { view: 'Networks' }], transactions: [request(1, calls)] })
    expect(change).toEqual({ assign: { stack: [{ view: 'ApproveTransaction', transaction: 1 }] }, callbacks: [] })
    expect(popped({ stack: [], transactions: [] })).toEqual({ assign: { stack: [] }, callbacks: [] })
  })

  it('an answer with no request on top settles nothing', () => {
    const calls: string[] = []
    expect(settled({ stack: [{ view: 'Networks' }], transactions: [request(1, calls)] }, { type: 'transaction.succeeded' })).toEqual({ assign: {}, callbacks: [] })
    expect(settled({ stack: [], transactions: [] }, { type: 'transaction.succeeded' })).toEqual({ assign: {}, callbacks: [] })
    expect(calls).toEqual([])
  })

  it('with no request waiting, cancelling all changes nothing', () => {
    expect(allCancelled({ transactions: [] })).toEqual({ assign: {}, callbacks: [] })
  })

  it('a request is shown pending only while it is the top view\'s own', () => {
    const calls: string[] = []
    const waiting = [request(1, calls)]
    expect(isShownRequestPending({ stack: [{ view: 'ApproveTransaction', transaction: 1 }], transactions: waiting })).toBe(true)
    expect(isShownRequestPending({ stack: [{ view: 'ApproveTransaction', transaction: 1 }, { view: 'Networks' }], transactions: waiting })).toBe(false)
    expect(isShownRequestPending({ stack: [{ view: 'ApproveTransaction', transaction: 2 }], transactions: waiting })).toBe(false)
    expect(isShownRequestPending({ stack: [], transactions: waiting })).toBe(false)
  })
})
