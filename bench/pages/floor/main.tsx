// The React-only floor: what opening a "Connect Wallet" dialog costs with React and nothing else. Same text
// shape as Latch's first view (a titled dialog, a close button, a short wallet list), no libraries, no styles.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

const WALLETS = ['WalletConnect', 'Browser Wallet', 'Coinbase Wallet', 'Rainbow']

function Floor() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && (
        <div role="dialog" aria-modal="true" aria-label="Connect Wallet">
          <header>
            <h2>Connect Wallet</h2>
            <button type="button" aria-label="Close" onClick={() => setOpen(false)}>
              ×
            </button>
          </header>
          <ul>
            {WALLETS.map((name) => (
              <li key={name}>
                <button type="button">{name}</button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}

createRoot(document.getElementById('root')!).render(<Floor />)
