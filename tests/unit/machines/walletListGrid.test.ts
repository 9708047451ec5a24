// The grid's key moves (WAI-ARIA grid: arrows move one cell, Home/End jump, nothing wraps) as properties.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { moveInGrid } from '../../../src/machines/walletList/walletList.grid'
import type { GridKey } from '../../../src/machines/walletList/walletList.types'

const KEYS: GridKey[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']
const grid = fc.record({ count: fc.integer({ min: 1, max: 300 }), columns: fc.integer({ min: 1, max: 8 }) }).chain(({ count, columns }) =>
  fc.record({ count: fc.constant(count), columns: fc.constant(columns), index: fc.integer({ min: 0, max: count - 1 }), key: fc.constantFrom(...KEYS) }),
)

describe('moveInGrid', () => {
  it('always lands on a wallet of the grid', () => {
    fc.assert(fc.property(grid, ({ count, columns, index, key }) => {
      const to = moveInGrid(index, key, columns, count)
      expect(to).toBeGreaterThanOrEqual(0)
      expect(to).toBeLessThan(count)
    }))
  })

  it('left undoes right and up undoes down, except at an edge', () => {
    fc.assert(fc.property(grid, ({ count, columns, index }) => {
      if (index < count - 1) expect(moveInGrid(moveInGrid(index, 'ArrowRight', columns, count), 'ArrowLeft', columns, count)).toBe(index)
      if (index + columns < count) expect(moveInGrid(moveInGrid(index, 'ArrowDown', columns, count), 'ArrowUp', columns, count)).toBe(index)
    }))
  })

  it('down keeps the column, or reaches the last wallet of a shorter last row', () => {
    expect(moveInGrid(1, 'ArrowDown', 2, 10)).toBe(3)
    expect(moveInGrid(7, 'ArrowDown', 4, 10)).toBe(9)
    expect(moveInGrid(9, 'ArrowDown', 4, 10)).toBe(9)
    expect(moveInGrid(0, 'ArrowUp', 4, 10)).toBe(0)
    expect(moveInGrid(5, 'Home', 4, 10)).toBe(0)
    expect(moveInGrid(5, 'End', 4, 10)).toBe(9)
    expect(moveInGrid(0, 'ArrowRight', 4, 0)).toBe(0)
  })
})
