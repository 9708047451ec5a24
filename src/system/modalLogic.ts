// The modal flow as the root spawns it: the wallet catalogue, the All wallets list (its code loads with its first
// visit), the dialog's effects on the page, and the embedded wallet's frame laid over ApproveTransaction.
import { createApprovalFrameActors, createCatalogueActors, createDialogActors, createWalletListLoader, type ApprovalFramePort } from '../machines/modal/modal.actors'
import { modalMachine } from '../machines/modal/modal.machine'
import { createDialogDom } from '../services/dialog'
import type { createLazyWalletCatalogue } from '../services/catalogue/lazyWalletCatalogue'

// Embedded mode is part of the page: no focus trap, no hidden page, no scroll lock, no outside dismiss; only the
// height animation (R-NAV-12) applies to it.
function pickDialogActors(actors: ReturnType<typeof createDialogActors>, embedded: boolean) {
  return embedded ? { animateHeight: actors.animateHeight } : actors
}

export function createModalLogic(catalogue: ReturnType<typeof createLazyWalletCatalogue>, doc: Document | undefined, embedded: boolean, approvalFrame: () => ApprovalFramePort | undefined) {
  return modalMachine.provide({
    actors: {
      ...createCatalogueActors(catalogue),
      // The All wallets list's code is not part of the first click; it loads with the list's first visit.
      ...createWalletListLoader(async () => {
        // Through the gateway of what loads later (later.ts): one chunk named in the first click for all of them.
        const load = await import('./later')
        const [{ walletListMachine }, { createWalletListActors }] = await Promise.all([load.walletListMachine(), load.walletListActors()])
        return walletListMachine.provide({ actors: createWalletListActors(catalogue) })
      }),
      // Server-side there is no document, and no dialog either: the modal opens only in the browser. The effects
      // stay in the first click: Escape, a press outside and Tab must work from the dialog's first frame.
      ...pickDialogActors(createDialogActors(createDialogDom(doc as Document)), embedded),
      // Issue 31: the embedded wallet's frame, once its code has loaded, is what the ApproveTransaction view shows.
      ...createApprovalFrameActors({ present: (requestId, slotId) => approvalFrame()?.present(requestId, slotId) ?? (() => {}) }),
    },
  })
}
