// The app's own wagmi UI, the same with and without Latch: who is connected (useAccount), sign a message
// (useSignMessage), disconnect (useDisconnect). With Latch, "Connect" is wagmi's connect() with the Latch connector.
import { useState } from 'react'
import { useAccount, useConnect, useDisconnect, useSendTransaction, useSignMessage, useSignTypedData, useSwitchChain, type Connector } from 'wagmi'

export const MESSAGE = 'Hello from the Latch consumer fixture'

/** EIP-712 data the fixture signs with useSignTypedData (the e2e test verifies it with the same data). */
export const typedData = (chainId: number) =>
  ({
    domain: { name: 'Latch consumer', version: '1', chainId },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting',
    message: { text: MESSAGE },
  }) as const

export function App({ connector }: { connector: Connector | undefined }) {
  const account = useAccount()
  const { connect, error: connectError } = useConnect()
  const { disconnect } = useDisconnect()
  const { signMessageAsync } = useSignMessage()
  const { signTypedDataAsync } = useSignTypedData()
  const { sendTransactionAsync } = useSendTransaction()
  const { switchChainAsync } = useSwitchChain()
  const [signature, setSignature] = useState<string>('')
  const [typedSignature, setTypedSignature] = useState<string>('')
  const [transaction, setTransaction] = useState<string>('')
  const [signError, setSignError] = useState<string>('')

  /** Runs one wagmi action; its failure is shown rather than thrown. */
  async function attempt(action: () => Promise<void>) {
    setSignError('')
    try {
      await action()
    } catch (error) {
      setSignError(error instanceof Error ? error.message : String(error))
    }
  }
  const sign = () => attempt(async () => setSignature(await signMessageAsync({ message: MESSAGE })))
  const signTyped = () => attempt(async () => setTypedSignature(await signTypedDataAsync(typedData(account.chainId ?? 31337))))
  const send = () => attempt(async () => setTransaction(await sendTransactionAsync({ to: account.address!, value: 1n })))
  const switchToB = () => attempt(async () => void (await switchChainAsync({ chainId: 31338 })))

  return (
    <main>
      <h1>Latch consumer</h1>
      <p>
        wagmi: <output data-testid="wagmi-status">{account.status}</output>{' '}
        <output data-testid="wagmi-address">{account.address ?? ''}</output>{' '}
        <output data-testid="wagmi-chain">{account.chainId ?? ''}</output>
      </p>
      {account.isConnected ? (
        <p>
          <button type="button" onClick={() => void sign()}>
            Sign message
          </button>{' '}
          <button type="button" onClick={() => void signTyped()}>
            Sign typed data
          </button>{' '}
          <button type="button" onClick={() => void send()}>
            Send 1 wei to myself
          </button>{' '}
          <button type="button" onClick={() => void switchToB()}>
            Switch to chain B
          </button>{' '}
          <button type="button" onClick={() => disconnect()}>
            Disconnect wagmi
          </button>
        </p>
      ) : (
        <button type="button" disabled={!connector} onClick={() => connector && connect({ connector })}>
          Connect with wagmi
        </button>
      )}
      <p>
        Message: <output data-testid="message">{MESSAGE}</output>
      </p>
      <output data-testid="signature">{signature}</output>
      <output data-testid="typed-signature">{typedSignature}</output>
      <output data-testid="transaction">{transaction}</output>
      <output data-testid="errors">{[connectError?.message, signError].filter(Boolean).join(' ')}</output>
    </main>
  )
}
