// The LatchError a promise rejects with; fails the test when it resolves or rejects with anything else.
import { expect } from 'vitest'
import { LatchError } from '../../../src/core/errors'

export async function latchRejection(promise: Promise<unknown>): Promise<LatchError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(LatchError)
    return error as LatchError
  }
  throw new Error('resolved, expected a rejection')
}
