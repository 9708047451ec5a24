// Once connected: sign typed data (useSignTypedData), send a transaction (useSendTransaction) and switch chain
// (useSwitchChain), each through whichever connector wagmi is connected with (Latch's, in the app with Latch).
import { useState } from 'react'
import { useAccount, useSendTransaction, useSignTypedData, useSwitchChain } from 'wagmi'
import { MESSAGE } from './message'

/** EIP-712 data the fixture signs (the e2e test verifies it with the same data). */
const typedData = (chainId: number) =>
  ({
    domain: { name: 'Latch consumer', version: '1', chainId },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting',
    message: { text: MESSAGE },
  }) as const

export default function WalletActions({ onError }: { onError: (message: string) => void }) {
  const account = useAccount()
  const { signTypedDataAsync } = useSignTypedData()
  const { sendTransactionAsync } = useSendTransaction()
  const { switchChainAsync } = useSwitchChain()
  const [typedSignature, setTypedSignature] = useState('')
  const [transaction, setTransaction] = useState('')

  /** Runs one wagmi action; its failure is shown rather than thrown. */
  async function attempt(action: () => Promise<void>) {
    onError('')
    try {
      await action()
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error))
    }
  }

  return (
    <p>
      <button type="button" onClick={() => void attempt(async () => setTypedSignature(await signTypedDataAsync(typedData(account.chainId ?? 31337))))}>
        Sign typed data
      </button>{' '}
      <button type="button" onClick={() => void attempt(async () => setTransaction(await sendTransactionAsync({ to: account.address!, value: 1n })))}>
        Send 1 wei to myself
      </button>{' '}
      <button type="button" onClick={() => void attempt(async () => void (await switchChainAsync({ chainId: 31338 })))}>
        Switch to chain B
      </button>
      <output data-testid="typed-signature">{typedSignature}</output>
      <output data-testid="transaction">{transaction}</output>
    </p>
  )
}
