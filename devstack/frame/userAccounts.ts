// Which of a user's two accounts is in use (SPEC §3 embedded-login user, §4 smart accounts): the smart account when
// the session prefers it and the chain in force has the account-abstraction contracts, the EOA otherwise — a
// preference for the smart account on a chain without them falls back to the EOA (R-SA-2). The session keeps the
// preference, so back on the smart accounts' chain the smart account is in use again.
import { getAddress, type Address } from 'viem'
import type { AccountType, EmbeddedUser } from '../../src/services/frame/frameMessages'
import { evmChainNumber, normalizeChainId, type ChainId } from './chainIds'
import type { SmartAccounts } from './smartAccounts'
import type { StoredUser } from './walletStore'

export type ActiveAccount = { type: AccountType; address: Address }

export const SMART_ACCOUNTS_NOT_ENABLED = 'Smart accounts are not enabled on this network'

export function createUserAccounts(smart: SmartAccounts | undefined) {
  const enabledOn = (chainId: ChainId) => smart !== undefined && evmChainNumber(chainId) === smart.chainId

  async function active(user: StoredUser, preferred: AccountType, chainId: ChainId): Promise<ActiveAccount> {
    if (preferred === 'smartAccount' && smart && enabledOn(chainId)) return { type: 'smartAccount', address: await smart.address(user.address) }
    return { type: 'eoa', address: getAddress(user.address) }
  }

  return {
    /** GET_SMART_ACCOUNT_ENABLED_NETWORKS. */
    enabledNetworks: (): number[] => (smart ? [smart.chainId] : []),
    enabledOn,
    active,
    /** The SPEC §3 user: the account in use as `address`, both accounts listed where the smart one exists. */
    async describe(user: StoredUser, preferred: AccountType, chainId: ChainId): Promise<EmbeddedUser> {
      const eoa = getAddress(user.address)
      const inUse = await active(user, preferred, chainId)
      const smartAddress = smart && enabledOn(chainId) ? await smart.address(user.address) : undefined
      return {
        email: user.email,
        address: inUse.address,
        chainId: normalizeChainId(chainId),
        accounts: [{ address: eoa, type: 'eoa' }, ...(smartAddress ? [{ address: smartAddress, type: 'smartAccount' as const }] : [])],
        preferredAccountType: inUse.type,
        ...(smartAddress && smart ? { smartAccountDeployed: await smart.isDeployed(smartAddress) } : {}),
      }
    },
  }
}

export type UserAccounts = ReturnType<typeof createUserAccounts>
