import { useSelector } from '@xstate/react'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { walletListMachine } from '../../machines/walletList/walletList.machine'
import {
  selectActiveIndex,
  selectBusy,
  selectCount,
  selectError,
  selectHasMore,
  selectLoadingMore,
  selectMoreFailed,
  selectPhase,
  selectQuery,
  selectWallets,
} from '../../machines/walletList/walletList.selectors'
import { ErrorNotice } from './ErrorNotice'
import { Skeleton } from './Skeleton'
import { WalletGrid } from './WalletGrid'
import { useChooseWallet } from './useChooseWallet'

type WalletListRef = ActorRefFrom<typeof walletListMachine>

/** The All wallets list: search box, grid, and the states of the wallet list machine, each with its words. */
export function WalletListPanel({ list }: { list: WalletListRef }) {
  const query = useSelector(list, selectQuery)
  // ArrowDown from the search box enters the grid at its active wallet.
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return
    const grid = event.currentTarget.parentElement?.querySelector<HTMLButtonElement>('.latch-grid button[tabindex="0"]')
    if (grid) {
      event.preventDefault()
      grid.focus()
    }
  }
  return (
    <>
      <input
        type="search"
        className="latch-search"
        placeholder="Search wallet"
        aria-label="Search wallet"
        value={query}
        onChange={(event) => list.send({ type: 'walletList.search', query: event.target.value })}
        onKeyDown={onSearchKeyDown}
      />
      <p id="latch-grid-keys" className="latch-visually-hidden">
        Arrow keys move between wallets; Enter chooses one.
      </p>
      <WalletResults list={list} />
    </>
  )
}

function WalletResults({ list }: { list: WalletListRef }) {
  const phase = useSelector(list, selectPhase)
  const wallets = useSelector(list, selectWallets)
  const count = useSelector(list, selectCount)
  const busy = useSelector(list, selectBusy)
  const error = useSelector(list, selectError)
  const activeIndex = useSelector(list, selectActiveIndex)
  const select = useChooseWallet()

  if (phase === 'failed') return <ErrorNotice message={error?.message ?? ''} onRetry={() => list.send({ type: 'walletList.retry' })} />
  if (phase === 'loading') return <Skeleton rows={8} label="Loading wallets" />
  if (phase === 'empty') return <p className="latch-muted" role="status">No wallet found.</p>
  return (
    <>
      <p className="latch-muted" role="status" aria-busy={busy}>{`Showing ${wallets.length} of ${count} wallets`}</p>
      <WalletGrid
        wallets={wallets}
        label="All wallets"
        activeIndex={activeIndex}
        onSelect={select}
        onMove={(key, columns) => list.send({ type: 'walletList.move', key, columns })}
        onFocusIndex={(index) => list.send({ type: 'walletList.focus', index })}
      />
      <ListEnd list={list} />
    </>
  )
}

/** The end of the pages loaded: coming into view asks for the next page (R-CONST-4: infinite scroll). */
function ListEnd({ list }: { list: WalletListRef }) {
  const hasMore = useSelector(list, selectHasMore)
  const loadingMore = useSelector(list, selectLoadingMore)
  const moreFailed = useSelector(list, selectMoreFailed)
  const error = useSelector(list, selectError)
  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = sentinel.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) list.send({ type: 'walletList.loadMore' })
    }, { rootMargin: '0px 0px 200px 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [list, hasMore, loadingMore])

  if (moreFailed) return <ErrorNotice message={error?.message ?? ''} onRetry={() => list.send({ type: 'walletList.retry' })} />
  if (loadingMore) return <Skeleton rows={2} label="Loading more wallets" />
  return hasMore ? <div ref={sentinel} className="latch-list-end" data-testid="wallet-list-end" /> : null
}
