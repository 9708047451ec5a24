// The wallet list's I/O: one port, the catalogue's page loader. system.ts hands the real one in, tests fakes.
import { fromPromise } from 'xstate'
import type { ModalSettings } from '../modal/modal.types'
import type { WalletPageOutcome, WalletPageRequest } from './walletList.types'

export interface WalletPagePort {
  /** R-CONST-4: a page of 40 with its first 20 images prefetched, or a search of 100 entries. */
  loadWalletPage(settings: ModalSettings, request: WalletPageRequest, signal: AbortSignal): Promise<WalletPageOutcome>
}

export function createWalletListActors(port: WalletPagePort) {
  return {
    loadWalletPage: fromPromise<WalletPageOutcome, { settings: ModalSettings; request: WalletPageRequest }>(({ input, signal }) =>
      port.loadWalletPage(input.settings, input.request, signal),
    ),
  }
}
