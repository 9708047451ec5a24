// What Latch reads of a WalletConnect session, checked with zod: the wallet's answer is outside input. Accounts
// are CAIP-10 strings, the peer's name and icon are text and a safe URL (never markup).
import * as z from '../../core/zod'
import { isSafeUrl } from '../storage/schemas'

const caip10 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/))

export const sessionSchema = z.looseObject({
  topic: z.string().check(z.minLength(1)),
  namespaces: z.record(z.string(), z.looseObject({ accounts: z.array(caip10) })),
  peer: z.looseObject({
    metadata: z.looseObject({
      name: z.string().check(z.maxLength(200)),
      icons: z.optional(z.array(z.string())),
    }),
  }),
})

export type WalletConnectSession = z.infer<typeof sessionSchema>

export type SessionAccount = { namespace: string; chainId: string; address: string }

/** The session's first account on a namespace, as `eip155:31337:0x…` splits. */
export function firstAccount(session: WalletConnectSession, namespace: string): SessionAccount | undefined {
  const account = session.namespaces[namespace]?.accounts[0]
  if (!account) return undefined
  const [ns, chainId, address] = account.split(':') as [string, string, string]
  return { namespace: ns, chainId, address }
}

export function accountsOn(session: WalletConnectSession, namespace: string): string[] {
  return [...new Set((session.namespaces[namespace]?.accounts ?? []).map((account) => account.split(':')[2] ?? ''))].filter(Boolean)
}

/** The CAIP-2 chains the session approved on a namespace: its `chains`, and the chains of its accounts. */
export function approvedChainsOn(session: WalletConnectSession, namespace: string): string[] {
  const entry = session.namespaces[namespace] as { accounts: string[]; chains?: unknown } | undefined
  const listed = Array.isArray(entry?.chains) ? entry.chains.filter((chain): chain is string => typeof chain === 'string') : []
  const fromAccounts = (entry?.accounts ?? []).map((account) => account.split(':').slice(0, 2).join(':'))
  return [...new Set([...listed, ...fromAccounts])]
}

export function peerIcon(session: WalletConnectSession): string | undefined {
  return session.peer.metadata.icons?.find((icon) => isSafeUrl(icon) && /^(https?:|data:image\/)/.test(icon))
}
