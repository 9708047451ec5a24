// The frame's users: created at their first login with a fresh EOA (viem's generatePrivateKey; the key is kept in
// the dev store, never real value), the EOA and its smart account's counterfactual address funded on the local
// chain, so a new user can send a transaction from either at once.
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { rpcCall } from '../chain/jsonRpc'
import type { StoredUser, WalletStore } from './walletStore'

/** What anvil_setBalance gives each new account: 100 ETH. */
export const NEW_USER_BALANCE_WEI = 100n * 10n ** 18n

export function createUsers(store: WalletStore, chainUrl: string, now: () => number, smartAccountOf?: (owner: Address) => Promise<Address>) {
  return {
    /** The user with this email, created (and funded) when there is none yet. */
    async findOrCreate(email: string): Promise<StoredUser> {
      const known = store.userByEmail(email)
      if (known) return known
      const privateKey = generatePrivateKey()
      const user = store.addUser({ email, privateKey, address: privateKeyToAccount(privateKey).address }, now())
      try {
        const funded = [user.address, ...(smartAccountOf ? [await smartAccountOf(user.address)] : [])]
        for (const address of funded) await rpcCall(chainUrl, 'anvil_setBalance', [address, `0x${NEW_USER_BALANCE_WEI.toString(16)}`])
      } catch (error) {
        // The login still works; only sending will fail, and the chain's own error will say why.
        console.warn(`frame: could not fund ${user.address} on ${chainUrl} (${error instanceof Error ? error.message : String(error)})`)
      }
      return user
    },
  }
}

export type Users = ReturnType<typeof createUsers>
