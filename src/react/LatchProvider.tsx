import type { ReactNode } from 'react'
import type { Latch } from '../system/latch.types'
import { ModalRoot } from '../views/ModalRoot'
import { LatchContext } from '../instance/latchContext'

/** Puts a Latch in context and mounts its modal (rendered into a portal only while it is visible). */
export function LatchProvider({ latch, children }: { latch: Latch; children?: ReactNode }) {
  return (
    <LatchContext.Provider value={latch}>
      {children}
      <ModalRoot />
    </LatchContext.Provider>
  )
}
