import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { LatchInstance } from '../system/latch.types'

/** Where the laboratory's transfers go: dev account 4 of the devstack's mnemonic. */
const RECIPIENT = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const VALUE_WEI = '0x2386f26fc10000' // 0.01 ETH

/** Sends 0.01 ETH from the connected EVM account through latch.request (the wallet asks, or the modal for the
 * embedded wallet) and shows the transaction hash that came back. */
export function SendTransactionControl({ latch }: { latch: LatchInstance }) {
  const [result, setResult] = useState<string>('—')
  const from = useSelector(latch.modal, (snapshot) => {
    const account = snapshot.context.account
    return account?.namespace === 'eip155' ? account.address : undefined
  })
  return (
    <>
      <button
        type="button"
        disabled={!from}
        onClick={() => {
          setResult('waiting for the wallet…')
          latch.request({ method: 'eth_sendTransaction', params: [{ from, to: RECIPIENT, value: VALUE_WEI }] }).then(
            (hash) => setResult(String(hash)),
            (error: unknown) => setResult(`not sent: ${error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error)}`),
          )
        }}
      >
        Send 0.01 ETH
      </button>
      <output className="lab-signature" data-testid="lab-transaction" data-to={RECIPIENT}>
        {result}
      </output>
    </>
  )
}
