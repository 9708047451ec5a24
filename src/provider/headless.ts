// The headless commands (latch.connect, latch.disconnect; useLatch in React): an app drawing its own UI connects a
// wallet the browser has and lets go of an account without the modal. Loaded with the first command.
import type { ChainNamespace } from '../core/caip'
import { LatchError } from '../core/errors'
import { accountOf } from '../machines/connection/connection.machine'
import { selectStatus } from '../machines/connection/connection.selectors'
import type { ConnectedAccount } from '../machines/modal/modal.types'
import type { LatchInstance } from '../system/latch.types'
import { userRejected } from './eip1193Provider'

/** Connects the installed wallet named by its connector id or EIP-6963 rdns (as `useLatchState().wallets` lists
 * them); resolves with the account, rejects with why not (4001 when the person refused in the wallet). */
export function connectWallet(latch: LatchInstance, walletId: string): Promise<ConnectedAccount> {
  const wallet = latch.modal.getSnapshot().context.installed.find(({ connectorId, rdns }) => connectorId === walletId || rdns === walletId)
  if (!wallet) return Promise.reject(new LatchError('SOMETHING_WENT_WRONG', { detail: `No installed wallet "${walletId}"` }))
  const connection = latch.connectionOf(wallet.namespace ?? 'eip155')
  return new Promise((resolve, reject) => {
    const subscription = connection.subscribe((snapshot) => {
      if (snapshot.matches('connecting') || snapshot.matches('restoring')) return
      subscription.unsubscribe()
      const { session, failure } = snapshot.context
      const account = selectStatus(snapshot) === 'connected' ? accountOf(session) : null
      if (account) resolve(account)
      else if (failure?.reason === 'rejected') reject(userRejected())
      else if (failure?.reason === 'error') reject(Object.assign(new Error(failure.error.message), { code: failure.error.code }))
      else reject(new LatchError('SOMETHING_WENT_WRONG', { detail: failure?.reason === 'timeout' ? 'The wallet did not answer' : undefined }))
    })
    connection.send({ type: 'connection.connect', connectorId: wallet.connectorId, walletName: wallet.name, walletImageUrl: wallet.imageUrl })
  })
}

/** Lets go of the namespace's account (the shown one by default); resolves once it is gone. */
export function disconnect(latch: LatchInstance, namespace: ChainNamespace | undefined): Promise<void> {
  const connection = latch.connectionOf(namespace ?? latch.modal.getSnapshot().context.account?.namespace ?? 'eip155')
  if (selectStatus(connection.getSnapshot()) !== 'connected') return Promise.resolve()
  return new Promise((resolve) => {
    const subscription = connection.subscribe((snapshot) => {
      if (selectStatus(snapshot) === 'connected') return
      subscription.unsubscribe()
      resolve()
    })
    connection.send({ type: 'connection.disconnect' })
  })
}
