// Effects that live as long as the system: watching which wallets this browser has.
import { fromCallback } from 'xstate'
import type { InstalledWallet } from '../modal/modal.types'

export interface InstalledWalletsPort {
  /** Reports the installed wallets now and whenever one appears; returns the cleanup. */
  watch(report: (installed: InstalledWallet[]) => void): () => void
}

export function createRootActors(port: InstalledWalletsPort) {
  return {
    watchInstalledWallets: fromCallback(({ sendBack }) => port.watch((installed) => sendBack({ type: 'connectors.changed', installed }))),
  }
}
