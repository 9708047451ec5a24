// Laboratory control: turn the devstack's test wallet on or off (a reload, so it is there before Latch starts).
import { isTestWalletEnabled, setTestWalletEnabled } from './testWallet'

export function TestWalletToggle() {
  const enabled = isTestWalletEnabled()
  return (
    <button
      type="button"
      aria-pressed={enabled}
      onClick={() => {
        setTestWalletEnabled(!enabled)
        location.reload()
      }}
    >
      Inject test wallet
    </button>
  )
}
