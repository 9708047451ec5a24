import { useSelector } from '@xstate/react'
import { selectAccount, selectIsLoading, selectLife, selectView } from '../machines/modal/modal.selectors'
import type { OpenOptions } from '../system/latch.types'
import { combineStatuses, selectStatus } from '../machines/connection/connection.selectors'
import { useLatchInstance } from '../instance/latchContext'

/** Commands, for the modal and for apps drawing their own UI (headless): open the modal (optionally on a view, or
 * for one namespace: R-NAV-2) and close it; connect an installed wallet by its id without the modal; disconnect;
 * have the shown account sign a message. */
export function useLatch() {
  const latch = useLatchInstance()
  return {
    open: (options?: OpenOptions) => latch.open(options),
    close: () => latch.close(),
    connect: (walletId: string) => latch.connect(walletId),
    disconnect: (namespace?: Parameters<typeof latch.disconnect>[0]) => latch.disconnect(namespace),
    signMessage: (message: string) => latch.signMessage(message),
  }
}

/** The modal's public state, each value selected narrowly. */
export function useLatchState() {
  const latch = useLatchInstance()
  const { modal } = latch
  const life = useSelector(modal, selectLife)
  const evm = useSelector(latch.connectionOf('eip155'), selectStatus)
  const solana = useSelector(latch.connectionOf('solana'), selectStatus)
  return {
    open: life === 'open',
    life,
    view: useSelector(modal, selectView),
    loading: useSelector(modal, selectIsLoading),
    account: useSelector(modal, selectAccount),
    /** R-CONN-1: disconnected, connecting or connected. */
    status: combineStatuses([evm, solana]),
    /** The wallets this browser has (EIP-6963, Wallet Standard): what `connect(walletId)` takes, by connectorId or rdns. */
    wallets: useSelector(modal, (snapshot) => snapshot.context.installed),
  }
}
