// Each view is its own chunk: the first paint ships the button and the dialog's frame, nothing else. A view that is
// already loaded renders at once. One that is not shows a skeleton and renders as soon as its chunk arrives, never
// through Suspense: React holds a fallback it has shown for 300 ms (the bench measured exactly that wait on All
// wallets, and on the first opening when the click beat the preload).
import { createElement, useEffect, type ComponentType } from 'react'
import type { ModalView } from '../machines/modal/modal.types'
import { Skeleton } from './components/Skeleton'
import { useChunk } from './useChunk'

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
  Networks: () => import('./NetworksView'),
  UnsupportedChain: () => import('./UnsupportedChainView'),
  EmailVerifyOtp: () => import('./EmailVerifyOtpView'),
  EmailVerifyDevice: () => import('./EmailVerifyDeviceView'),
  UpdateEmail: () => import('./UpdateEmailView'),
  UpdateEmailPrimaryOtp: () => import('./UpdateEmailPrimaryOtpView'),
  UpdateEmailSecondaryOtp: () => import('./UpdateEmailSecondaryOtpView'),
  SIWXSignMessage: () => import('./SIWXSignMessageView'),
  RegisterAccountName: () => import('./RegisterAccountNameView'),
  RegisterAccountNameSuccess: () => import('./RegisterAccountNameSuccessView'),
  Send: () => import('./SendView'),
  Receive: () => import('./ReceiveView'),
  OnRamp: () => import('./OnRampView'),
}

const loaded = new Map<ModalView, ComponentType>()

function load(view: ModalView): Promise<ViewModule> {
  return loaders[view]().then((module) => {
    loaded.set(view, module.default)
    return module
  })
}

function preloadable(view: ModalView): ComponentType {
  return function View() {
    const Loaded = loaded.get(view)
    useChunk(Loaded !== undefined, () => load(view))
    // Once the view itself is on screen and the page is idle, the views one click away: fetched earlier, they
    // would compete with this view's own chunks for the network.
    useEffect(() => {
      if (!Loaded) return
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(() => preloadViewsAfter(view), { timeout: 1_000 })
        return () => cancelIdleCallback(handle)
      }
      const timer = setTimeout(() => preloadViewsAfter(view), 200)
      return () => clearTimeout(timer)
    }, [Loaded])
    return Loaded ? createElement(Loaded) : createElement(Skeleton, { rows: 4, label: 'Loading view' })
  }
}

export const LAZY_VIEWS = Object.fromEntries((Object.keys(loaders) as ModalView[]).map((view) => [view, preloadable(view)])) as Record<ModalView, ComponentType>

// The views one click away from each view, fetched once it shows.
const NEXT_VIEWS: Partial<Record<ModalView, ModalView[]>> = {
  Connect: ['AllWallets', 'WalletDetails', 'ConnectingWallet', 'ConnectingWalletConnect'],
  Account: ['Networks'],
  AllWallets: ['WalletDetails'],
  WalletDetails: ['ConnectingWalletConnect'],
  ConnectingWalletConnectBasic: ['ConnectingWalletConnect'],
}

/** The start views, fetched with the dialog's content on the intent to open (lazyDialogContent.ts). */
export function startViews(): void {
  void load('Connect').catch(() => undefined)
  void load('Account').catch(() => undefined)
}

export function preloadViewsAfter(view: ModalView): void {
  for (const next of NEXT_VIEWS[view] ?? []) if (!loaded.has(next)) void load(next).catch(() => undefined)
}
