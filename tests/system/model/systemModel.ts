// What the system test keeps beside the world it drives: the little it must remember across steps to state the
// spec's invariants (what the person asked for and has not got yet), and the log of readable steps a failure prints.
import type { CaipNetworkId, ChainNamespace } from '../../../src/core/caip'
import type { World } from '../support/world'

export type SystemConfig = {
  /** The name of the world's configuration, printed with a failure. */
  name: string
  networks: CaipNetworkId[]
  siwx: boolean
  signInRequired: boolean
  /** Also the devstack's test wallet: one name, served for both namespaces. */
  testWallet: boolean
  /** EVM chains where the embedded wallet's users have a smart account. */
  smartAccountChains: number[]
}

export type Model = {
  config: SystemConfig
  /** R-CONN-2: a network chosen in a namespace with no account, waiting for a connection there. */
  wanted: Partial<Record<ChainNamespace, CaipNetworkId>>
  /** Issue 31/32: each embedded-wallet approval the app asked for, and whether the modal was open when it asked. */
  approvals: { label: string; foundOpen: boolean | undefined }[]
  /** Since when (world.now()) each namespace's connection has held a signature request open, while it does. */
  signingSince: Partial<Record<ChainNamespace, number>>
  /** What the Account view was last shown with (its mount effect fetches that account's balances). */
  accountShown: string | undefined
  /** Whether Connect's email field was shown (its mount effect loads the frame). */
  frameAsked: boolean
  /** How many readable steps ran. */
  steps: number
  /** The situations this sequence reached (reached.ts): the run counts them so it can tell it exercised the joins. */
  reached: Set<string>
}

export type Real = { world: World; log: string[] }

export function initialModel(config: SystemConfig): Model {
  return { config, wanted: {}, approvals: [], signingSince: {}, accountShown: undefined, frameAsked: false, steps: 0, reached: new Set() }
}
