// The Latch instance in React context: read by the views and by the public React API alike, so neither imports the
// other to reach it.
import { createContext, useContext } from 'react'
import type { LatchInstance } from '../system/latch.types'

export const LatchContext = createContext<LatchInstance | null>(null)

export function useLatchInstance(): LatchInstance {
  const latch = useContext(LatchContext)
  if (!latch) throw new Error('Latch hooks and components must be used inside <LatchProvider latch={…}>')
  return latch
}
