import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { shownError } from '../../core/errors'
import type { emailLoginMachine } from '../../machines/emailLogin/emailLogin.machine'
import type { emailUpdateMachine } from '../../machines/emailUpdate/emailUpdate.machine'
import type { frameMachine } from '../../machines/frame/frame.machine'
import type { smartAccountMachine } from '../../machines/smartAccount/smartAccount.machine'
import { selectEmbeddedFlow, selectEmbeddedLoadFailed } from '../../machines/root/root.contentSelectors'
import { useLatchInstance } from '../../instance/latchContext'
import { ErrorNotice } from './ErrorNotice'

export type EmbeddedFlows = {
  frame: ActorRefFrom<typeof frameMachine>
  login: ActorRefFrom<typeof emailLoginMachine>
  update: ActorRefFrom<typeof emailUpdateMachine>
  accounts: ActorRefFrom<typeof smartAccountMachine>
}

/** The embedded wallet's views render once its code has loaded; code that did not load says so ('Unable to load
 * email login dependency') with a Retry; until then the fallback (a disabled field) says it is being prepared. */
export function EmbeddedFlowGate({ children, fallback }: { children: (flows: EmbeddedFlows) => ReactNode; fallback: ReactNode }) {
  const { actor } = useLatchInstance()
  const embedded = useSelector(actor, selectEmbeddedFlow)
  const failed = useSelector(actor, selectEmbeddedLoadFailed)
  if (failed) return <ErrorNotice error={shownError('EMAIL_DEPENDENCY_LOAD_FAILED')} onRetry={() => actor.send({ type: 'frame.retry' })} />
  // Both are invoked with the flow and live as long as it does: read once it exists.
  const flows = embedded?.getSnapshot().children as
    | { frame?: EmbeddedFlows['frame']; emailLogin?: EmbeddedFlows['login']; emailUpdate?: EmbeddedFlows['update']; smartAccount?: EmbeddedFlows['accounts'] }
    | undefined
  if (!flows?.frame || !flows.emailLogin || !flows.emailUpdate || !flows.smartAccount) return fallback
  return children({ frame: flows.frame, login: flows.emailLogin, update: flows.emailUpdate, accounts: flows.smartAccount })
}
