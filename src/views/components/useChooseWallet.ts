import { useSelector } from '@xstate/react'
import type { WalletCard } from '../../core/walletCard'
import { useLatchInstance } from '../../instance/latchContext'

/** Choosing a catalogue wallet. On a computer: its page (connect by QR code, install links). On a phone, with a
 * mobile link: its app at once, by deep link from inside this click (the one moment a browser lets a page open an
 * app), with the pairing view behind it for when the app does not open. */
export function useChooseWallet(): (wallet: WalletCard) => void {
  const { modal, actor } = useLatchInstance()
  const mobile = useSelector(modal, (snapshot) => snapshot.context.settings.mobile)
  return (wallet) => {
    const data = { walletName: wallet.name, wallet }
    if (mobile && wallet.links.mobile) {
      // The view first (it puts the URI on screen), then the launch, which needs the URI the phone prepared.
      modal.send({ type: 'router.push', view: 'ConnectingWalletConnect', data })
      // Through the root, which hands it to the pairing flow (after loading its code, should that not have happened yet).
      actor.send({ type: 'pairing.deeplink', wallet })
      return
    }
    modal.send({ type: 'router.push', view: 'WalletDetails', data })
  }
}
