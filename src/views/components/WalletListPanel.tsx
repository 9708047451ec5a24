import { useSelector } from '@xstate/react'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { walletListMachine } from '../../machines/walletList/walletList.machine'
import type { GridKey } from '../../machines/walletList/walletList.types'
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
import { shownError } from '../../core/errors'
import { useT } from '../useT'
import { ErrorNotice } from './ErrorNotice'
import { Skeleton } from './Skeleton'
import { WalletGrid } from './WalletGrid'
import { useChooseWallet } from './useChooseWallet'

type WalletListRef = ActorRefFrom<typeof walletListMachine>

/** The All wallets list: search box, grid, and the states of the wallet list machine, each with its words. */
export function WalletListPanel({ list }: { list: WalletListRef }) {
  const query = useSelector(list, selectQuery)
  const t = useT()
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
        placeholder={t('connect.searchWallet')}
        aria-label={t('connect.searchWallet')}
        value={query}
        onChange={(event) => list.send({ type: 'walletList.search', query: event.target.value })}
        onKeyDown={onSearchKeyDown}
      />
      <p id="latch-grid-keys" className="latch-visually-hidden">
        {t('connect.gridKeys')}
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
  const t = useT()
  const retry = () => list.send({ type: 'walletList.retry' })
  const move = (key: GridKey, columns: number) => list.send({ type: 'walletList.move', key, columns })
  const focus = (index: number) => list.send({ type: 'walletList.focus', index })

  if (phase === 'failed') return <ErrorNotice error={error ?? shownError('SOMETHING_WENT_WRONG')} onRetry={retry} />
  if (phase === 'loading') return <Skeleton rows={8} label={t('connect.loadingWallets')} />
  if (phase === 'empty') return <p className="latch-muted" role="status">{t('connect.noWalletFound')}</p>
  return (
    <>
      <p className="latch-muted" role="status" aria-busy={busy}>{t('connect.showingWallets', { shown: wallets.length, count })}</p>
      <WalletGrid
        wallets={wallets}
        label={t('connect.allWallets')}
        activeIndex={activeIndex}
        onSelect={select}
        onMove={move}
        onFocusIndex={focus}
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
  const t = useT()
  const retry = () => list.send({ type: 'walletList.retry' })
  useEffect(() => {
    const element = sentinel.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) list.send({ type: 'walletList.loadMore' })
    }, { rootMargin: '0px 0px 200px 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [list, hasMore, loadingMore])

  if (moreFailed) return <ErrorNotice error={error ?? shownError('SOMETHING_WENT_WRONG')} onRetry={retry} />
  if (loadingMore) return <Skeleton rows={2} label={t('connect.loadingMoreWallets')} />
  return hasMore ? <div ref={sentinel} className="latch-list-end" data-testid="wallet-list-end" /> : null
}
