// What clients send the names routes, checked with zod before anything else happens: SPEC §5's name rule (ASCII
// letters, digits and hyphens, at least 4 characters; stored and compared lowercase), ENSIP-11's coin types for EVM
// chains, the registration body and the routes' queries. Extra query parameters are ignored, like schemas.ts's.
import { z } from 'zod/mini'
import { caipNetworkIdSchema } from './chainMap'

export const NAME_RULE = 'a name is at least 4 characters: ASCII letters, digits and hyphens only'

/** A name as a person may type it; `.toLowerCase()` it before storing or comparing. */
export const nameSchema = z.string().check(z.regex(/^[a-zA-Z0-9-]{4,}$/, NAME_RULE))

/** ENSIP-11: an EVM chain id below 2^31 is the coin type (0x80000000 | chainId) >>> 0. */
export const EVM_COIN_TYPE_FLAG = 0x80000000

/** The EVM chain id a coin type stands for, or undefined when it is not an ENSIP-11 EVM coin type. */
export function chainIdOfCoinType(coinType: number): number | undefined {
  if (!Number.isInteger(coinType) || coinType < EVM_COIN_TYPE_FLAG || coinType > 0xffffffff) return undefined
  return coinType & 0x7fffffff
}

/** The cloud wants a project id; the devstack takes it and ignores it. */
export const profileQuerySchema = z.object({ projectId: z.optional(z.string()) })

export const identityQuerySchema = z.object({ projectId: z.optional(z.string()), chainId: z.optional(caipNetworkIdSchema) })

/** POST /v1/profile/account: the account's signature over `message` (nameMessage.ts). */
export const registerBodySchema = z.object({
  coin_type: z.number({ error: 'a number' }).check(z.int('an integer'), z.gte(0, 'not negative'), z.lte(0xffffffff, 'at most 0xffffffff')),
  address: z.string({ error: 'an EVM address (0x and 40 hex digits)' }).check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'an EVM address (0x and 40 hex digits)')),
  message: z.string({ error: 'the signed message text' }).check(z.minLength(1, 'the signed message text'), z.maxLength(4096, 'at most 4096 characters')),
  signature: z.string({ error: 'a hex signature (0x…)' }).check(z.regex(/^0x[0-9a-fA-F]+$/, 'a hex signature (0x…)'), z.maxLength(60_000, 'at most 60000 characters')),
})
export type RegisterBody = z.infer<typeof registerBodySchema>
