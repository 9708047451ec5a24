import { useState } from 'react'
import type { LatchInstance } from '../system/latch.types'

const MESSAGE = 'Welcome to the Latch laboratory'

/** Asks the connected wallet to sign a message through Latch and shows what came back. */
export function SignMessageControl({ latch }: { latch: LatchInstance }) {
  const [result, setResult] = useState<string>('—')
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setResult('waiting for the wallet…')
          void latch.signMessage(MESSAGE).then((outcome) => setResult(outcome.ok ? outcome.signature : `not signed: ${outcome.error.message}`))
        }}
      >
        Sign a message
      </button>
      <output className="lab-signature" data-testid="lab-signature" data-message={MESSAGE}>
        {result}
      </output>
    </>
  )
}
