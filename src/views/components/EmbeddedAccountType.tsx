import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { smartAccountMachine } from '../../machines/smartAccount/smartAccount.machine'
import { useLatchInstance } from '../../instance/latchContext'
import { EmbeddedFlowGate } from './EmbeddedFlowGate'

const LABELS = { eoa: 'EOA', smartAccount: 'Smart account' } as const

/** The embedded wallet's account in use (SPEC §3 account types) and the switch to the other one (R-SA-2): the
 * frame says which address is which; the address on screen tells which is in use. */
export function EmbeddedAccountType({ address }: { address: string }) {
  return <EmbeddedFlowGate fallback={null}>{({ accounts }) => <AccountTypeSwitch accounts={accounts} address={address} />}</EmbeddedFlowGate>
}

function AccountTypeSwitch({ accounts, address }: { accounts: ActorRefFrom<typeof smartAccountMachine>; address: string }) {
  const { actor } = useLatchInstance()
  const known = useSelector(accounts, (snapshot) => snapshot.context.accounts)
  const busy = useSelector(accounts, (snapshot) => snapshot.hasTag('busy'))
  const failure = useSelector(accounts, (snapshot) => snapshot.context.failure)
  const inUse = known.find((account) => account.address.toLowerCase() === address.toLowerCase())?.type
  if (!inUse) return null
  const other = inUse === 'smartAccount' ? 'eoa' : 'smartAccount'
  return (
    <div className="latch-view" data-testid="account-type">
      <p className="latch-muted">
        Account type: <strong>{LABELS[inUse]}</strong>
      </p>
      <button type="button" className="latch-button" disabled={busy} aria-busy={busy} onClick={() => actor.send({ type: 'account.setPreferred', accountType: other })}>
        {busy ? 'Switching…' : other === 'smartAccount' ? 'Switch to smart account' : 'Switch to EOA'}
      </button>
      {failure && (
        <p className="latch-error-text" role="alert">
          {failure.message}
        </p>
      )}
    </div>
  )
}
