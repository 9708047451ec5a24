// The real views, for worlds that want them (`render: true`): <LatchProvider> mounted in the page as an app mounts it,
// so what views do on their own when they show (ask for balances, load the frame for the email field, look up recent
// wallets' names) happens too. React schedules its work on the event loop, which the world's settle turns.
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { LatchProvider } from '../../../src/react/LatchProvider'
import type { LatchInstance as Latch } from '../../../src/system/createLatch'

let warmed: Promise<unknown> | undefined

/** Every view's chunk and the dialog's content, loaded once. */
export function warmUpViews(): Promise<unknown> {
  return (warmed ??= Promise.all([
    import('../../../src/views/DialogContent').then((module) => module.startViews()),
    ...['Connect', 'Account', 'AllWallets', 'WalletDetails', 'ConnectingWallet', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic', 'ApproveTransaction', 'Networks', 'UnsupportedChain', 'EmailVerifyOtp', 'EmailVerifyDevice', 'UpdateEmail', 'UpdateEmailPrimaryOtp', 'UpdateEmailSecondaryOtp', 'SIWXSignMessage', 'RegisterAccountName', 'RegisterAccountNameSuccess', 'Send', 'Receive', 'OnRamp'].map(
      (view) => import(`../../../src/views/${view}View.tsx`),
    ),
  ]))
}

/** Mounts the app's <LatchProvider> (its modal) in a container of the page; returns the unmount. */
export function mountViews(latch: Latch): () => void {
  const container = document.createElement('div')
  container.id = 'app'
  document.body.append(container)
  const root = createRoot(container)
  root.render(createElement(LatchProvider, { latch }))
  return () => {
    root.unmount()
    container.remove()
  }
}
