// EIP-4361 (Sign-In with Ethereum) text through viem's siwe utilities. viem's parser is lenient (any nonce length, a
// lower-case address, any version); signInMessage.ts's round trip and the checks here make it strict: the address
// in its EIP-55 checksum form, a nonce of at least 8 letters and digits, version 1, RFC 3339 times.
import { getAddress, isAddress } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { NONCE_PATTERN, presentFields, type SignInMessage } from './signInFields'

const chainNumber = (chainId: string) => Number(chainId.split(':')[1])
const time = (value: string) => {
  const date = new Date(value)
  if (Number.isNaN(date.getTime()) || date.toISOString() !== value) throw new Error(`not an ISO date-time: ${value}`)
  return date
}

export function formatEip4361(message: SignInMessage): string {
  if (!isAddress(message.accountAddress, { strict: true }) || getAddress(message.accountAddress) !== message.accountAddress) throw new Error('the address is not in its checksum form')
  if (!NONCE_PATTERN.test(message.nonce)) throw new Error('the nonce needs at least 8 letters and digits')
  return createSiweMessage({
    address: message.accountAddress,
    chainId: chainNumber(message.chainId),
    domain: message.domain,
    uri: message.uri,
    version: message.version,
    nonce: message.nonce,
    issuedAt: time(message.issuedAt),
    ...(message.expirationTime ? { expirationTime: time(message.expirationTime) } : {}),
    ...(message.notBefore ? { notBefore: time(message.notBefore) } : {}),
    ...(message.requestId !== undefined ? { requestId: message.requestId } : {}),
    ...(message.resources && message.resources.length > 0 ? { resources: message.resources } : {}),
    ...(message.statement !== undefined ? { statement: message.statement } : {}),
  })
}

export function parseEip4361(text: string): SignInMessage | undefined {
  const parsed = parseSiweMessage(text)
  const { address, chainId, domain, uri, version, nonce, issuedAt } = parsed
  if (!address || chainId === undefined || !domain || !uri || version !== '1' || !nonce || !issuedAt || Number.isNaN(issuedAt.getTime())) return undefined
  const iso = (date: Date | undefined) => (date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined)
  if ((parsed.expirationTime && !iso(parsed.expirationTime)) || (parsed.notBefore && !iso(parsed.notBefore))) return undefined
  return {
    chainId: `eip155:${chainId}`,
    accountAddress: address,
    domain,
    uri,
    version,
    nonce,
    issuedAt: issuedAt.toISOString(),
    ...presentFields({ statement: parsed.statement, expirationTime: iso(parsed.expirationTime), notBefore: iso(parsed.notBefore), requestId: parsed.requestId, resources: parsed.resources }),
  }
}
