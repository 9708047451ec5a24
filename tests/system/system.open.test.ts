// The model-based test of the assembled Latch (issue 32), first configuration: an app with two EVM chains and two
// Solana clusters, the embedded wallet (smart accounts on Polygon), a browser wallet of each namespace and the
// devstack's test wallet that serves both, sign-in off. Generated sequences of up to 30 steps of what a person and an
// app do, the spec's invariants after every step (model/invariants.ts).
import { OPEN } from './model/configs'
import { describeSystem } from './model/systemSuite'

// Situations this configuration cannot reach: sign-in is off.
describeSystem('the assembled system, sign-in off', OPEN, ['SIWXSignMessage shown', 'signed in with X'])
