// Each view is its own chunk: the first paint ships the button and the dialog shell, nothing else.
import { lazy, type ComponentType } from 'react'
import type { ModalView } from '../machines/modal/modal.types'

const loaders: Record<ModalView, () => Promise<{ default: ComponentType }>> = {
  Connect: () => import('./ConnectView'),
  Account: () => import('./AccountView'),
  AllWallets: () => import('./AllWalletsView'),
  WalletDetails: () => import('./WalletDetailsView'),
  ConnectingWallet: () => import('./ConnectingWalletView'),
  ApproveTransaction: () => import('./ApproveTransactionView'),
}

export const LAZY_VIEWS: Record<ModalView, ComponentType> = {
  Connect: lazy(loaders.Connect),
  Account: lazy(loaders.Account),
  AllWallets: lazy(loaders.AllWallets),
  WalletDetails: lazy(loaders.WalletDetails),
  ConnectingWallet: lazy(loaders.ConnectingWallet),
  ApproveTransaction: lazy(loaders.ApproveTransaction),
}

let preloaded = false
/** The start views, fetched on hover/focus of the button so a click rarely waits on the network. */
export function preloadViews(): void {
  if (preloaded) return
  preloaded = true
  void loaders.Connect()
  void loaders.Account()
}
