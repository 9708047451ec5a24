// The app's own wagmi UI, the same with and without Latch: who is connected (useAccount), sign a message
// (useSignMessage), disconnect (useDisconnect). With Latch, "Connect" is wagmi's connect() with the Latch connector.
import { lazy, Suspense, useState } from 'react'
import { useAccount, useConnect, useDisconnect, useSignMessage, type Connector } from 'wagmi'
import { MESSAGE } from './message'

// The wallet actions an app offers once connected, split off as apps split their pages (and the same in the build
// without Latch, so the size gate compares like with like).
const WalletActions = lazy(() => import('./WalletActions'))

export function App({ connector }: { connector: Connector | undefined }) {
  const account = useAccount()
  const { connect, error: connectError } = useConnect()
  const { disconnect } = useDisconnect()
  const { signMessageAsync } = useSignMessage()
  const [signature, setSignature] = useState<string>('')
  const [signError, setSignError] = useState<string>('')

  async function sign() {
    setSignError('')
    try {
      setSignature(await signMessageAsync({ message: MESSAGE }))
    } catch (error) {
      setSignError(error instanceof Error ? error.message : String(error))
    }
  }

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
      {account.isConnected && (
        <Suspense fallback={null}>
          <WalletActions onError={setSignError} />
        </Suspense>
      )}
      <output data-testid="errors">{[connectError?.message, signError].filter(Boolean).join(' ')}</output>
    </main>
  )
}
