// The named examples of the system test (issue 32): each defect the issue listed, and each the generated sequences
// found, as the short sequence that shows it, replayed on a fresh world with every invariant after every step
// (model/invariants.ts) — so each stays fixed whatever the generator draws next time. The steps are the generator's
// own (model/commands.ts), by name.
import { afterAll, describe, it } from 'vitest'
import { OPEN, SIGN_IN_REQUIRED } from './model/configs'
import { runSequence } from './model/runSystem'
import { releaseWorldPage } from './support/world'

afterAll(() => releaseWorldPage())

const LOG_IN = 'log in by email as ada@example.com (the mailed code)'

describe('the issue’s defects, each as a sequence', () => {
  it('1. a second email login after a logout works like the first', () =>
    runSequence(OPEN, [LOG_IN, 'open', 'Disconnect (Account)', 'log in by email as bob@example.com (the mailed code)']))

  it('2. an email update left after its first code, then a new email, goes on; success leaves no code view behind', () =>
    runSequence(OPEN, [LOG_IN, 'open on Account', 'Update email (Account)', 'submit new email new@example.com', 'back', 'submit new email other@example.com', 'type the update code', 'type the update code', 'back']))

  it('3. back on a required sign-in pushed over the account (the wallet changed account) does not get around it', () =>
    runSequence(SIGN_IN_REQUIRED, ['connect Fake Wallet (eip155)', 'the EVM wallet changes account by itself', 'open', 'back', 'close']))

  it('4. a wallet that never answers the sign-in signature: Cancel still disconnects and closes', () =>
    runSequence(SIGN_IN_REQUIRED, ['connect Fake Wallet (eip155)', 'the wallets will hang on sign, and the person tries', 'Cancel (sign-in)']))

  it('4. a wallet that never answers a signature does not hold it past 2 minutes', () =>
    runSequence(SIGN_IN_REQUIRED, ['connect Fake Wallet (eip155)', 'the wallets will hang on sign, and the person tries', '130 s pass']))

  it('5. a Solana cluster chosen while only EVM is connected is the one the Solana connection lands on', () =>
    runSequence(OPEN, ['connect Fake Wallet (eip155)', 'open', 'choose network solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'pick the wallet listed first on Connect']))

  it('6. the app’s switch to an EVM chain while only Solana is connected settles when the modal closes', () =>
    runSequence(OPEN, ['connect Fake Solana Wallet (solana)', 'the app asks eip155: wallet_switchEthereumChain to 0x89', 'close', 'connect Fake Wallet (eip155)']))

  it('7. another Solana cluster chosen while a Solana wallet is connected moves the connection', () =>
    runSequence(OPEN, ['connect Fake Solana Wallet (solana)', 'open', 'choose network solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'the app asks solana: solana_signMessage']))

  it('8. what Latch refuses reaches the app as EIP-1193 codes (4200, 4100)', () =>
    runSequence(OPEN, ['the app asks eip155: eth_sign', 'the app asks eip155: personal_sign', 'connect Fake Solana Wallet (solana)', 'the app asks eip155: personal_sign']))

  it('9. a failed authentication signs the frame out and resets to Connect', () =>
    runSequence(OPEN, ['the frame fails GET_USER from now on', LOG_IN]))

  it('10. the embedded wallet’s chain is stored as the last used chain, and follows a switch', () =>
    runSequence(OPEN, [LOG_IN, 'open', 'choose network eip155:137', 'reload']))

  it('12. after a declined sign-in, Try again asks the wallet at once', () =>
    runSequence(SIGN_IN_REQUIRED, ['evm wallet will reject sign', 'connect Fake Wallet (eip155)', 'Sign (sign-in)', 'evm wallet will approve sign', 'Try again (sign-in)']))

  it('13. an approval that found the modal closed leaves it closed; a sent transaction refreshes the balance', () =>
    runSequence(OPEN, [LOG_IN, 'the app asks its account to sign a message', 'the person approves in the frame', 'connect Fake Wallet (eip155)', 'open', 'the app asks eip155: eth_sendTransaction']))

  it('14. one wallet serving both namespaces is listed once', () => runSequence(OPEN, ['open', 'open for solana']))
})

describe('what the generated sequences found', () => {
  it('a wallet request with no wallet of the namespace is refused (4100), not answered undefined', () =>
    runSequence(OPEN, ['the app asks eip155: eth_requestAccounts', 'connect Fake Solana Wallet (solana)', 'the app asks eip155: personal_sign', 'close']))

  it('a request to a wallet Latch let go ends (4900) instead of waiting on it', () =>
    runSequence(OPEN, ['evm wallet will hang sign', 'connect Fake Wallet (eip155)', 'the app asks eip155: eth_sendTransaction', LOG_IN]))

  it('a view pushed over a required sign-in cannot close the modal around it', () =>
    runSequence(SIGN_IN_REQUIRED, ['connect Fake Wallet (eip155)', 'choose network eip155:1', 'Escape']))

  it('a required sign-in cancelled under an approval disconnects; Cancel pressed again asks again', () =>
    runSequence(SIGN_IN_REQUIRED, [LOG_IN, 'Sign (sign-in)', 'Cancel (sign-in)', 'Try again (sign-in)', 'Cancel (sign-in)']))

  it('the sign-in of an account that moved to an unsupported chain leaves the stack', () =>
    runSequence(SIGN_IN_REQUIRED, ['connect Fake Wallet (eip155)', 'choose network eip155:1', 'the EVM wallet changes account by itself', 'the EVM wallet moves to chain 10 by itself', 'open']))

  it('a failed email login while another account’s sign-in is required puts the sign-in back on top', () =>
    runSequence(SIGN_IN_REQUIRED, ['the frame fails GET_USER from now on', 'connect Fake Solana Wallet (solana)', 'choose network eip155:1', LOG_IN]))

  it('a switch the app asked for, replaced by the person’s choice, settles', () =>
    runSequence(OPEN, ['connect Fake Solana Wallet (solana)', 'the app asks eip155: wallet_switchEthereumChain to 0x89', 'choose network eip155:1', 'connect Fake Wallet (eip155)']))

  it('a network chosen before its namespace connected is kept when the connection brings a required sign-in', () =>
    runSequence(SIGN_IN_REQUIRED, ['connect Fake Solana Wallet (solana)', 'choose network eip155:137', 'connect Fake Wallet (eip155)']))

  it('a failed email login from the Connect a network choice pushed resets the modal, not only back to that Connect', () =>
    runSequence(OPEN, ['connect Fake Wallet (eip155)', 'open', 'choose network solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', LOG_IN, 'the frame fails GET_USER from now on', LOG_IN]))

  it('a wallet that approves after the person gave up (Escape) leaves no session for a reload to restore', () =>
    runSequence(OPEN, ['the wallets will hang on connect, and the person tries', 'Escape', 'connect Fake Solana Wallet (solana)', 'Escape', "the person answers the solana wallet's open prompt: approve", 'reload']))

  it('back from the second code of an email update skips the first (used) code, to the new-email field, and drops the update', () =>
    runSequence(OPEN, ['update the email to new@example.com (both codes)', 'Update email (Account)', 'submit new email other@example.com', 'type the update code', 'back', 'submit new email other@example.com']))

  it('a failed email login in a modal that started on UnsupportedChain resets it to Connect', () =>
    runSequence(OPEN, ['connect Fake Wallet, then Fake Solana Wallet beside it', 'Escape', 'the EVM wallet moves to chain 10 by itself', 'choose network solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'the frame fails GET_USER from now on', LOG_IN]))

  it('the app’s queued signatures through the embedded wallet are each withdrawn by back, until the required sign-in’s Cancel closes', () =>
    runSequence(SIGN_IN_REQUIRED, ['update the email to new@example.com (both codes)', 'the app asks its account to sign a message', 'the app asks its account to sign a message', 'the app asks its account to sign a message', 'the wallets will hang on sign, and the person tries', 'the wallets will hang on sign, and the person tries', 'the app asks its account to sign a message', 'the app asks its account to sign a message']))

  it('back passes over a ConnectingWallet whose request ended (it did nothing there: a trap while close is disabled)', () =>
    runSequence(SIGN_IN_REQUIRED, ['connect Fake Solana Wallet (solana)', 'choose network eip155:1', 'the wallets will hang on connect, and the person tries', 'choose network eip155:1']))

  it('issue 36: Buy open while the wallet moves to a network the app lacks starts again for that account (UnsupportedChain laid over it), not the one before', () =>
    runSequence(OPEN, ['connect Fake Wallet (eip155)', 'open on OnRamp', 'the EVM wallet moves to chain 10 by itself']))

  it('issue 36: Send open while the wallet moves to another of the app’s networks starts again there; leaving it drops it', () =>
    runSequence(OPEN, ['connect Fake Wallet (eip155)', 'open', 'Send (Account)', 'the EVM wallet moves to chain 137 by itself', 'back']))

  it('issue 36: Send opened before any account asks for its flow once an account is shown', () =>
    runSequence(OPEN, ['open on Send', 'connect Fake Wallet (eip155)', 'open on Send']))

  it('a Latch stopped (a reload) with requests waiting settles them (4900), and leaves nothing listening', () =>
    runSequence(OPEN, [LOG_IN, 'reload', 'the app asks eip155: eth_sendTransaction', 'reload', 'open', 'close']))
})
