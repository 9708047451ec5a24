import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { smartAccountMachine } from '../../machines/smartAccount/smartAccount.machine'
import { useLatchInstance } from '../../instance/latchContext'
import type { MessageKey } from '../../i18n/messages/en'
import { errorMessage } from '../errorMessage'
import { useT } from '../useT'
import { EmbeddedFlowGate } from './EmbeddedFlowGate'

const LABELS = { eoa: 'account.typeEoa', smartAccount: 'account.typeSmartAccount' } as const satisfies Record<string, MessageKey>
// Stands for the account type in its sentence, so the type can be bold wherever the language puts it.
const TYPE_MARK = '\u0000'

/** The embedded wallet's account in use (SPEC §3 account types) and the switch to the other one (R-SA-2): the
 * frame says which address is which; the address on screen tells which is in use. */
export function EmbeddedAccountType({ address }: { address: string }) {
  return <EmbeddedFlowGate fallback={null}>{({ accounts }) => <AccountTypeSwitch accounts={accounts} address={address} />}</EmbeddedFlowGate>
}

function AccountTypeSwitch({ accounts, address }: { accounts: ActorRefFrom<typeof smartAccountMachine>; address: string }) {
  const { actor } = useLatchInstance()
  const t = useT()
  const known = useSelector(accounts, (snapshot) => snapshot.context.accounts)
  const busy = useSelector(accounts, (snapshot) => snapshot.hasTag('busy'))
  const failure = useSelector(accounts, (snapshot) => snapshot.context.failure)
  const inUse = known.find((account) => account.address.toLowerCase() === address.toLowerCase())?.type
  if (!inUse) return null
  const other = inUse === 'smartAccount' ? 'eoa' : 'smartAccount'
  const [before, after] = t('account.accountType', { type: TYPE_MARK }).split(TYPE_MARK)
  return (
    <div className="latch-view" data-testid="account-type">
      <p className="latch-muted">
        {before}
        <strong>{t(LABELS[inUse])}</strong>
        {after}
      </p>
      <button type="button" className="latch-button" disabled={busy} aria-busy={busy} onClick={() => actor.send({ type: 'account.setPreferred', accountType: other })}>
        {busy ? t('account.switchingType') : other === 'smartAccount' ? t('account.switchToSmartAccount') : t('account.switchToEoa')}
      </button>
      {failure && (
        <p className="latch-error-text" role="alert">
          {errorMessage(t, failure)}
        </p>
      )}
    </div>
  )
}
