// Each view is its own chunk: the first paint ships the button and the dialog shell, nothing else. A view that is
// already loaded renders at once, without a Suspense round: React holds a fallback it has shown for 300 ms, so a
// view reached in one click must never suspend (the bench measured exactly that wait on All wallets).
import { createElement, lazy, type ComponentType } from 'react'
import type { ModalView } from '../machines/modal/modal.types'

type ViewModule = { default: ComponentType }

const loaders: Record<ModalView, () => Promise<ViewModule>> = {
  Connect: () => import('./ConnectView'),
  Account: () => import('./AccountView'),
  AllWallets: () => import('./AllWalletsView'),
  WalletDetails: () => import('./WalletDetailsView'),
  ConnectingWallet: () => import('./ConnectingWalletView'),
  ConnectingWalletConnect: () => import('./ConnectingWalletConnectView'),
  ConnectingWalletConnectBasic: () => import('./ConnectingWalletConnectBasicView'),
  ApproveTransaction: () => import('./ApproveTransactionView'),
}

const loaded = new Map<ModalView, ComponentType>()

function load(view: ModalView): Promise<ViewModule> {
  return loaders[view]().then((module) => {
    loaded.set(view, module.default)
    return module
  })
}

function preloadable(view: ModalView): ComponentType {
  const Lazy = lazy(() => load(view))
  return function View() {
    return createElement(loaded.get(view) ?? Lazy)
  }
}

export const LAZY_VIEWS = Object.fromEntries((Object.keys(loaders) as ModalView[]).map((view) => [view, preloadable(view)])) as Record<ModalView, ComponentType>

// The views one click away from each view, fetched once it shows.
const NEXT_VIEWS: Partial<Record<ModalView, ModalView[]>> = {
  Connect: ['AllWallets', 'WalletDetails', 'ConnectingWallet', 'ConnectingWalletConnect'],
  AllWallets: ['WalletDetails'],
  WalletDetails: ['ConnectingWalletConnect'],
  ConnectingWalletConnectBasic: ['ConnectingWalletConnect'],
}

let preloaded = false
/** The start views, fetched on hover/focus of the button so a click rarely waits on the network. */
export function preloadViews(): void {
  if (preloaded) return
  preloaded = true
  void load('Connect').catch(() => undefined)
  void load('Account').catch(() => undefined)
}

export function preloadViewsAfter(view: ModalView): void {
  for (const next of NEXT_VIEWS[view] ?? []) if (!loaded.has(next)) void load(next).catch(() => undefined)
}
