// Where an arrow key takes the active wallet of a grid with `columns` columns and `count` wallets. Pure, so the
// machine's move action and the property tests share it (WAI-ARIA grid: arrows move, Home/End jump, no wrap).
import type { GridKey } from './walletList.types'

export function moveInGrid(index: number, key: GridKey, columns: number, count: number): number {
  if (count <= 0) return 0
  const cols = Math.max(1, Math.floor(columns))
  const from = Math.min(Math.max(0, index), count - 1)
  const last = count - 1
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, from - 1)
    case 'ArrowRight':
      return Math.min(last, from + 1)
    case 'ArrowUp':
      return from - cols >= 0 ? from - cols : from
    // A short last row: down from above it lands on the last wallet rather than nowhere.
    case 'ArrowDown':
      return from + cols <= last ? from + cols : Math.floor(from / cols) < Math.floor(last / cols) ? last : from
    case 'Home':
      return 0
    case 'End':
      return last
  }
}
