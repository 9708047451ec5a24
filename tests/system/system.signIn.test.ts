// The model-based test of the assembled Latch (issue 32), second configuration: sign-in with X required (R-PERM-1)
// against the world's sign-in server, one EVM chain pair and one Solana cluster, the embedded wallet. Generated
// sequences of up to 30 steps, the spec's invariants after every step (model/invariants.ts).
import { SIGN_IN_REQUIRED } from './model/configs'
import { describeSystem } from './model/systemSuite'

// Hardly reached here: an email update needs the sign-in first, which the update task does not do (the open
// configuration reaches it).
describeSystem('the assembled system, sign-in required', SIGN_IN_REQUIRED, ['an email updated (both codes)'])
