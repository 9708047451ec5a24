// Names (SPEC §1, §4 name registration, §5): the rule a name must follow, the message signed to register one, and
// the EVM chain id as an ENSIP-11 coin type. Shared by the registration flow, its view and the names service.
import { NAME_MIN_LENGTH } from './constants'
import { isEvmChainId, type ChainNamespace } from './caip'
import { LatchError } from './errors'

/** R-PROD-6: the namespaces whose accounts can hold a name. */
export const NAME_NAMESPACES: readonly ChainNamespace[] = ['eip155']

/** R-VAL-1, as a person reads it beside the field. */
export const NAME_RULE_TEXT = `Letters, digits and hyphens only, at least ${NAME_MIN_LENGTH} characters.`

// ASCII letters only: a look-alike from another script is not a letter of a name.
const NAME_CHARACTERS = /^[a-zA-Z0-9-]+$/

/** R-VAL-1: letters, digits and hyphens only, at least 4 characters. */
export function isValidName(name: string): boolean {
  return name.length >= NAME_MIN_LENGTH && NAME_CHARACTERS.test(name)
}

export function supportsNames(namespace: string): boolean {
  return (NAME_NAMESPACES as readonly string[]).includes(namespace)
}

/** SPEC §5: an EVM chain id below 2147483648 is a coin type (ENSIP-11: the chain id with the top bit set). */
export function coinTypeOf(chainId: number | string): number {
  if (!isEvmChainId(chainId)) throw new LatchError('INVALID_CHAIN_ID')
  return (0x80000000 | Number(chainId)) >>> 0
}

/** R-NAME-1: the text signed to register a name: the name, empty attributes and a timestamp in seconds. */
export function nameRegistrationMessage(name: string, nowMs: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1000) })
}
