// The CAIP-122 sign-in text for Solana ("… wants you to sign in with your Solana account"), in EIP-4361's field order
// and Sign In With Solana's layout (one blank line after the address when there is no statement): the chain id line
// holds the CAIP-2 reference (the genesis hash prefix). No library writes this form for a browser bundle, so it is
// built and read here, as strictly as the EIP-4361 one.
import { NONCE_PATTERN, presentFields, type SignInMessage } from './signInFields'

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const DOMAIN = /^[a-zA-Z0-9.-]+(?::\d{1,5})?$/
const URI = /^[a-zA-Z][a-zA-Z0-9+.-]*:\S+$/
const CHAIN_ID = /^solana:[^:\s]+$/
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const PATTERN = new RegExp(
  '^(?<domain>[^\\s]+) wants you to sign in with your Solana account:\\n(?<address>[^\\s]+)\\n\\n(?:(?<statement>[^\\n]+)\\n\\n)?' +
    'URI: (?<uri>[^\\n]+)\\nVersion: (?<version>[^\\n]+)\\nChain ID: (?<chain>[^\\n]+)\\nNonce: (?<nonce>[^\\n]+)\\nIssued At: (?<issuedAt>[^\\n]+)' +
    '(?:\\nExpiration Time: (?<expirationTime>[^\\n]+))?(?:\\nNot Before: (?<notBefore>[^\\n]+))?(?:\\nRequest ID: (?<requestId>[^\\n]*))?' +
    '(?:\\nResources:(?<resources>(?:\\n- [^\\n]+)+))?$',
)

function check(message: SignInMessage): void {
  if (!DOMAIN.test(message.domain)) throw new Error('the domain is not an RFC 3986 authority')
  if (!BASE58_ADDRESS.test(message.accountAddress)) throw new Error('not a Solana address')
  if (!NONCE_PATTERN.test(message.nonce)) throw new Error('the nonce needs at least 8 letters and digits')
  if (message.version !== '1') throw new Error('version must be 1')
  for (const value of [message.issuedAt, message.expirationTime, message.notBefore]) if (value !== undefined && !ISO.test(value)) throw new Error(`not an ISO date-time: ${value}`)
  if ([message.statement, message.uri, message.requestId, ...(message.resources ?? [])].some((line) => line?.includes('\n'))) throw new Error('a field spans lines')
  // Each of these would write a text the parser cannot read back (a blank statement, an empty URI or chain line), and
  // a message that cannot be read back is never shown (signInMessage.ts).
  if (!URI.test(message.uri)) throw new Error('the uri is not an RFC 3986 URI')
  if (!CHAIN_ID.test(message.chainId)) throw new Error('not a Solana chain id')
  if (message.statement === '') throw new Error('an empty statement is left out, not written')
}

export function formatSolanaSignIn(message: SignInMessage): string {
  check(message)
  const lines = [`${message.domain} wants you to sign in with your Solana account:`, message.accountAddress, '']
  if (message.statement !== undefined) lines.push(message.statement, '')
  lines.push(`URI: ${message.uri}`, 'Version: 1', `Chain ID: ${message.chainId.split(':')[1] ?? ''}`, `Nonce: ${message.nonce}`, `Issued At: ${message.issuedAt}`)
  if (message.expirationTime) lines.push(`Expiration Time: ${message.expirationTime}`)
  if (message.notBefore) lines.push(`Not Before: ${message.notBefore}`)
  if (message.requestId !== undefined) lines.push(`Request ID: ${message.requestId}`)
  if (message.resources && message.resources.length > 0) lines.push('Resources:', ...message.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}

export function parseSolanaSignIn(text: string, chainId: string): SignInMessage | undefined {
  const groups = PATTERN.exec(text)?.groups
  if (!groups || `solana:${groups.chain}` !== chainId || groups.version !== '1') return undefined
  const { domain = '', address = '', uri = '', nonce = '', issuedAt = '' } = groups
  return {
    chainId,
    accountAddress: address,
    domain,
    uri,
    version: '1',
    nonce,
    issuedAt,
    ...presentFields({
      statement: groups.statement,
      expirationTime: groups.expirationTime,
      notBefore: groups.notBefore,
      requestId: groups.requestId,
      resources: groups.resources?.split('\n- ').slice(1),
    }),
  }
}
