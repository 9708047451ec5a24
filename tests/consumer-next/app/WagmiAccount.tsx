'use client'
// The app's own wagmi UI, the same on both pages: who is connected (useConnection, formerly useAccount), connect
// with the first connector (Latch's, on the page with Latch; none on the baseline) and disconnect.
import { useConnect, useConnection, useConnectors, useDisconnect } from 'wagmi'

export function WagmiAccount() {
  const connection = useConnection()
  const connectors = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const connector = connectors[0]
  return (
    <section>
      <p>
        wagmi: <output data-testid="wagmi-status">{connection.status}</output>{' '}
        <output data-testid="wagmi-address">{connection.address ?? ''}</output>
      </p>
      {connection.isConnected ? (
        <button type="button" onClick={() => disconnect.mutate()}>
          Disconnect
        </button>
      ) : (
        <button type="button" disabled={!connector} onClick={() => connector && connect.mutate({ connector })}>
          Connect with wagmi
        </button>
      )}
      <output data-testid="errors">{[connect.error?.message, disconnect.error?.message].filter(Boolean).join(' ')}</output>
    </section>
  )
}
