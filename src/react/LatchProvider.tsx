import type { ReactNode } from 'react'
import type { Latch, LatchInstance } from '../system/latch.types'
import { ModalRoot } from '../views/ModalRoot'
import { LatchContext } from '../instance/latchContext'

/** Puts a Latch (createLatch's, whose insides the bindings read) in context and mounts its modal (rendered into a portal only while it is visible). */
export function LatchProvider({ latch, children }: { latch: Latch; children?: ReactNode }) {
  return (
    <LatchContext.Provider value={latch as LatchInstance}>
      {children}
      <ModalRoot />
    </LatchContext.Provider>
  )
}
