'use client'
// Latch's button and state beside wagmi's: what the e2e test reads (tests/e2e/consumerNext.spec.ts).
import { ConnectButton, useLatchState } from 'latch/react'
import { WagmiAccount } from '../WagmiAccount'

function LatchStatus() {
  const state = useLatchState()
  return (
    <p>
      Latch: <output data-testid="latch-status">{state.status}</output> <output data-testid="latch-open">{String(state.open)}</output>
    </p>
  )
}

export function Wallet() {
  return (
    <>
      <ConnectButton />
      <LatchStatus />
      <WagmiAccount />
    </>
  )
}
