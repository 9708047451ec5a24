// The demo dapp: embeds the modal and shows the live state of every flow, with controls to drive the ones
// whose real triggers arrive in later capabilities (connection status, transactions).
import { useSelector } from '@xstate/react'
import type { LatchInstance } from '../system/latch.types'
import { ConnectButton, LatchProvider } from '../react'
import { AppearanceControls } from './AppearanceControls'
import type { LabSettings } from './labSettings'
import { SessionsControl } from './SessionsControl'
import { SendTransactionControl } from './SendTransactionControl'
import { SignMessageControl } from './SignMessageControl'
import { TestWalletToggle } from './TestWalletToggle'
import './laboratory.css'

const DEV_ACCOUNT = {
  namespace: 'eip155' as const,
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  walletName: 'Laboratory account',
}

function StateView({ latch }: { latch: LatchInstance }) {
  const modal = useSelector(latch.modal, (snapshot) => JSON.stringify(snapshot.value))
  const stack = useSelector(latch.modal, (snapshot) => snapshot.context.stack.map((entry) => entry.view).join(' › '))
  const toast = useSelector(latch.toast, (snapshot) => JSON.stringify(snapshot.value))
  const alert = useSelector(latch.alert, (snapshot) => JSON.stringify(snapshot.value))
  return (
    <dl className="lab-state" aria-label="Live state">
      <dt>modal</dt>
      <dd data-testid="lab-modal-state">{modal}</dd>
      <dt>history</dt>
      <dd data-testid="lab-history">{stack || '—'}</dd>
      <dt>toast</dt>
      <dd>{toast}</dd>
      <dt>alert</dt>
      <dd>{alert}</dd>
    </dl>
  )
}

export function Laboratory({ latch, settings }: { latch: LatchInstance; settings: LabSettings }) {
  const connected = useSelector(latch.modal, (snapshot) => snapshot.context.account !== null)
  return (
    <LatchProvider latch={latch}>
      <main className="lab" data-theme={settings.theme}>
        <header className="lab-header">
          <h1>Latch laboratory</h1>
          <ConnectButton />
        </header>
        <section className="lab-controls" aria-label="Controls">
          <button type="button" onClick={() => latch.open({ view: 'AllWallets' })}>
            Open on All wallets
          </button>
          <button type="button" onClick={() => latch.open({ namespace: 'solana' })}>
            Open for Solana
          </button>
          <button type="button" onClick={() => latch.setAccount(connected ? null : DEV_ACCOUNT)}>
            {connected ? 'Report disconnected' : 'Report connected (dev account)'}
          </button>
          <button
            type="button"
            onClick={() => {
              latch.open()
              latch.actor.send({
                type: 'transaction.push',
                view: 'ApproveTransaction',
                data: { summary: 'Send 0.01 ETH to 0x7099…79C8 on the local chain.' },
                onSuccess: () => latch.actor.send({ type: 'toast.show', message: 'Transaction approved', variant: 'success' }),
                onCancel: () => latch.actor.send({ type: 'toast.show', message: 'Transaction rejected', variant: 'error' }),
              })
            }}
          >
            Approve a transaction
          </button>
          {settings.signInRequired && <SessionsControl latch={latch} />}
          <TestWalletToggle />
          <SignMessageControl latch={latch} />
          <SendTransactionControl latch={latch} />
          <AppearanceControls latch={latch} settings={settings} />
          <a href="?inspect">Open with the inspector (devstack relay)</a>
        </section>
        <StateView latch={latch} />
      </main>
    </LatchProvider>
  )
}
