import { selectAccount, selectIsLoading, selectLife, selectView } from '../machines/modal/modal.selectors'
import type { InstalledWallet } from '../machines/modal/modal.types'
import type { OpenOptions } from '../system/latch.types'
import { combineStatuses, selectStatus } from '../machines/connection/connection.selectors'
import { useLatchInstance } from '../instance/latchContext'
import { useActorValue } from '../instance/useActorValue'
import { selectDirection, selectLocale } from '../machines/locale/locale.selectors'

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

// What a server renders and a page hydrates with: Latch before any restore, closed and disconnected (issue 33).
const NO_WALLETS: InstalledWallet[] = []
const selectInstalled = (snapshot: Parameters<typeof selectAccount>[0]) => snapshot.context.installed

/** The modal's public state, each value selected narrowly. On a server, and while a server-rendered page hydrates,
 * it is closed and disconnected; the live state follows once hydrated. */
export function useLatchState() {
  const latch = useLatchInstance()
  const { modal } = latch
  const life = useActorValue(modal, selectLife, 'closed')
  const evm = useActorValue(latch.connectionOf('eip155'), selectStatus, 'disconnected')
  const solana = useActorValue(latch.connectionOf('solana'), selectStatus, 'disconnected')
  return {
    open: life === 'open',
    life,
    view: useActorValue(modal, selectView, undefined),
    loading: useActorValue(modal, selectIsLoading, false),
    account: useActorValue(modal, selectAccount, null),
    /** R-CONN-1: disconnected, connecting or connected. */
    status: combineStatuses([evm, solana]),
    /** The wallets this browser has (EIP-6963, Wallet Standard): what `connect(walletId)` takes, by connectorId or rdns. */
    wallets: useActorValue(modal, selectInstalled, NO_WALLETS),
  }
}

/** Issue 35: the locale the modal speaks (one Latch ships; null while another's catalogue is still loading), whether
 * it is written right to left, and a switch to another (any BCP 47 tag: the closest shipped one is used; the modal
 * stays open and keeps its words until the new ones are in). On a server and while hydrating: English. */
export function useLatchLocale() {
  const latch = useLatchInstance()
  return {
    locale: useActorValue(latch.localeActor, selectLocale, 'en'),
    dir: useActorValue(latch.localeActor, selectDirection, 'ltr'),
    setLocale: (locale: string) => latch.setLocale(locale),
  }
}
