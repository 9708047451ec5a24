import { useEffect, useRef, type KeyboardEvent } from 'react'
import type { WalletCard } from '../../core/walletCard'
import type { GridKey } from '../../machines/walletList/walletList.types'
import { WalletButton } from './WalletButton'

const GRID_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] satisfies GridKey[]
/** latch.css lays the grid out in two columns; the computed style says how many there really are. */
const DESIGNED_COLUMNS = 2

function columnsOf(list: HTMLElement): number {
  const tracks = getComputedStyle(list).gridTemplateColumns.trim().split(/\s+/).filter((track) => /^\d/.test(track))
  return tracks.length > 0 ? tracks.length : DESIGNED_COLUMNS
}

export type WalletGridProps = {
  wallets: readonly WalletCard[]
  label: string
  activeIndex: number
  onSelect: (wallet: WalletCard) => void
  onMove: (key: GridKey, columns: number) => void
  onFocusIndex: (index: number) => void
}

/** A grid of wallets with one tab stop: arrows and Home/End move it (the machine decides where), Enter or Space
 * chooses, as buttons do. Focus follows the active wallet only while it is already inside the grid. */
export function WalletGrid({ wallets, label, activeIndex, onSelect, onMove, onFocusIndex }: WalletGridProps) {
  const listRef = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const list = listRef.current
    if (!list || !list.contains(document.activeElement)) return
    const button = list.querySelectorAll<HTMLButtonElement>('button[data-wallet-id]')[activeIndex]
    if (button && button !== document.activeElement) {
      button.focus()
      button.scrollIntoView?.({ block: 'nearest' })
    }
  }, [activeIndex])

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!GRID_KEYS.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    onMove(event.key as GridKey, columnsOf(event.currentTarget))
  }

  return (
    <ul ref={listRef} className="latch-grid" aria-label={label} aria-describedby="latch-grid-keys" onKeyDown={onKeyDown}>
      {wallets.map((wallet, index) => (
        <li key={wallet.id}>
          <WalletButton wallet={wallet} onSelect={onSelect} tabIndex={index === activeIndex ? 0 : -1} onFocus={() => index !== activeIndex && onFocusIndex(index)} />
        </li>
      ))}
    </ul>
  )
}
