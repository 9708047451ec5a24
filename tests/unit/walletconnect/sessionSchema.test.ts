// What Latch reads of a WalletConnect session (outside input, checked before use): CAIP-10 accounts (R-VAL-3:
// exactly three non-empty colon-separated parts), the peer's name and a safe icon, and the chains a session
// approved (SPEC §3 approvedCaipNetworkIds). Expected values are written out, never taken from src/.
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  accountsOn,
  approvedChainsOn,
  firstAccount,
  peerIcon,
  sessionSchema,
  type WalletConnectSession,
} from '../../../src/services/walletconnect/sessionSchema'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA_ADDRESS = 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP'
const SOLANA_CHAIN = '5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL'

const MINIMAL = { topic: 'topic-1', namespaces: { eip155: { accounts: [`eip155:31337:${ADDRESS}`] } }, peer: { metadata: { name: 'Phone Wallet' } } }

const FULL = {
  topic: 'topic-full',
  namespaces: {
    eip155: { accounts: [`eip155:1:${ADDRESS}`, `eip155:10:${OTHER}`], chains: ['eip155:1', 'eip155:10'], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] },
    solana: { accounts: [`solana:${SOLANA_CHAIN}:${SOLANA_ADDRESS}`], methods: ['solana_signMessage'], events: [] },
  },
  peer: { publicKey: 'ab'.repeat(32), metadata: { name: 'Phone Wallet', description: 'A wallet', url: 'https://wallet.example', icons: ['https://wallet.example/icon.png'] } },
  expiry: 1_900_000_000,
}

const parse = (value: unknown) => z.safeParse(sessionSchema, value)
const withAccount = (account: string) => ({ ...MINIMAL, namespaces: { eip155: { accounts: [account] } } })
const parsed = (value: unknown): WalletConnectSession => {
  const result = parse(value)
  if (!result.success) throw new Error(`session refused: ${JSON.stringify(value)}`)
  return result.data
}

describe('session schema', () => {
  it('accepts a minimal session and keeps it exactly', () => {
    expect(parse(MINIMAL)).toEqual({ success: true, data: MINIMAL })
  })

  it('accepts a full session (several namespaces, chains, methods, events, icons) and keeps every field', () => {
    expect(parse(FULL)).toEqual({ success: true, data: FULL })
  })

  it.each([
    ['no topic', { namespaces: MINIMAL.namespaces, peer: MINIMAL.peer }],
    ['an empty topic', { ...MINIMAL, topic: '' }],
    ['no namespaces', { topic: 'topic-1', peer: MINIMAL.peer }],
    ['a namespace without accounts', { ...MINIMAL, namespaces: { eip155: { chains: ['eip155:1'] } } }],
    ['no peer', { topic: 'topic-1', namespaces: MINIMAL.namespaces }],
    ['a peer without metadata', { ...MINIMAL, peer: {} }],
    ['peer metadata without a name', { ...MINIMAL, peer: { metadata: { icons: [] } } }],
    ['a peer name that is not text', { ...MINIMAL, peer: { metadata: { name: 42 } } }],
    ['a peer name over 200 characters', { ...MINIMAL, peer: { metadata: { name: 'w'.repeat(201) } } }],
    ['icons that are not text', { ...MINIMAL, peer: { metadata: { name: 'Phone Wallet', icons: [7] } } }],
  ])('refuses a session with %s', (_what, session) => {
    expect(parse(session).success).toBe(false)
  })

  it('accepts a peer name of exactly 200 characters', () => {
    expect(parse({ ...MINIMAL, peer: { metadata: { name: 'w'.repeat(200) } } }).success).toBe(true)
  })

  // R-VAL-3: a CAIP address is exactly three non-empty colon-separated parts, nothing before or after them.
  it.each([
    ['two parts', 'eip155:31337'],
    ['four parts (junk after the address)', `eip155:31337:${ADDRESS}:junk`],
    ['four parts (junk before the namespace)', `junk:eip155:31337:${ADDRESS}`],
    ['text after the address', `eip155:31337:${ADDRESS} <b>`],
    ['text before the namespace', `<b> eip155:31337:${ADDRESS}`],
    ['an upper-case namespace', `EIP155:31337:${ADDRESS}`],
    ['an empty chain id', `eip155::${ADDRESS}`],
    ['an empty address', 'eip155:31337:'],
  ])('R-VAL-3: refuses an account with %s', (_what, account) => {
    expect(parse(withAccount(account)).success).toBe(false)
  })

  it('R-VAL-3: accepts three-part CAIP-10 accounts on eip155 and solana', () => {
    expect(parse(withAccount(`eip155:31337:${ADDRESS}`)).success).toBe(true)
    expect(parse(withAccount(`solana:${SOLANA_CHAIN}:${SOLANA_ADDRESS}`)).success).toBe(true)
  })
})

describe('reading a session', () => {
  it('R-VAL-3: the first account of a namespace splits into namespace, chain id and address', () => {
    const session = parsed(FULL)
    expect(firstAccount(session, 'eip155')).toEqual({ namespace: 'eip155', chainId: '1', address: ADDRESS })
    expect(firstAccount(session, 'solana')).toEqual({ namespace: 'solana', chainId: SOLANA_CHAIN, address: SOLANA_ADDRESS })
    expect(firstAccount(session, 'cosmos')).toBeUndefined()
  })

  it('the addresses on a namespace: plain, once each, none for a namespace the session lacks', () => {
    const session = parsed({ ...MINIMAL, namespaces: { eip155: { accounts: [`eip155:1:${ADDRESS}`, `eip155:10:${ADDRESS}`, `eip155:10:${OTHER}`] } } })
    expect(accountsOn(session, 'eip155')).toEqual([ADDRESS, OTHER])
    expect(accountsOn(session, 'solana')).toEqual([])
  })

  // R-VAL-3: a value with fewer than three parts is no CAIP address, so it names no address (the schema refuses
  // it; these helpers, handed such a session without the schema, still report no address for it).
  it('R-VAL-3: an account value without an address part gives no address', () => {
    const unchecked = { ...MINIMAL, namespaces: { eip155: { accounts: ['eip155:31337', `eip155:1:${ADDRESS}`] } } } as WalletConnectSession
    expect(accountsOn(unchecked, 'eip155')).toEqual([ADDRESS])
    const onlyBroken = { ...MINIMAL, namespaces: { eip155: { accounts: ['eip155:31337'] } } } as WalletConnectSession
    expect(accountsOn(onlyBroken, 'eip155')).toEqual([])
  })

  it('SPEC §3 approvedCaipNetworkIds: the chains a session approved are its listed chains then its accounts\' chains, once each', () => {
    const session = parsed({ ...MINIMAL, namespaces: { eip155: { accounts: [`eip155:10:${ADDRESS}`, `eip155:31337:${ADDRESS}`], chains: ['eip155:1', 'eip155:10'] } } })
    expect(approvedChainsOn(session, 'eip155')).toEqual(['eip155:1', 'eip155:10', 'eip155:31337'])
  })

  it('SPEC §3 approvedCaipNetworkIds: only text entries of a wallet\'s chains list count as chains', () => {
    const session = parsed({ ...MINIMAL, namespaces: { eip155: { accounts: [`eip155:31337:${ADDRESS}`], chains: ['eip155:1', 42, null, { id: 'eip155:5' }] } } })
    expect(approvedChainsOn(session, 'eip155')).toEqual(['eip155:1', 'eip155:31337'])
    const notAList = parsed({ ...MINIMAL, namespaces: { eip155: { accounts: [`eip155:31337:${ADDRESS}`], chains: 'eip155:1' } } })
    expect(approvedChainsOn(notAList, 'eip155')).toEqual(['eip155:31337'])
  })

  it('SPEC §3 approvedCaipNetworkIds: a namespace the session lacks approved no chains', () => {
    const solanaOnly = parsed({ ...MINIMAL, namespaces: { solana: { accounts: [`solana:${SOLANA_CHAIN}:${SOLANA_ADDRESS}`] } } })
    expect(approvedChainsOn(solanaOnly, 'eip155')).toEqual([])
    expect(approvedChainsOn(solanaOnly, 'solana')).toEqual([`solana:${SOLANA_CHAIN}`])
  })
})

describe('peer icon', () => {
  const withIcons = (icons?: string[]) => parsed({ ...MINIMAL, peer: { metadata: icons ? { name: 'Phone Wallet', icons } : { name: 'Phone Wallet' } } })

  it('a wallet with no icons has none', () => {
    expect(peerIcon(withIcons())).toBeUndefined()
    expect(peerIcon(withIcons([]))).toBeUndefined()
  })

  it('the first http(s) or data:image icon is the wallet\'s', () => {
    expect(peerIcon(withIcons(['https://wallet.example/a.png', 'https://wallet.example/b.png']))).toBe('https://wallet.example/a.png')
    expect(peerIcon(withIcons(['http://wallet.example/a.png']))).toBe('http://wallet.example/a.png')
    expect(peerIcon(withIcons(['data:image/png;base64,iVBORw0KGgo=']))).toBe('data:image/png;base64,iVBORw0KGgo=')
  })

  it('never markup or script: javascript:, data: that is no image, and other schemes are skipped', () => {
    expect(peerIcon(withIcons(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'https://wallet.example/icon.png']))).toBe('https://wallet.example/icon.png')
    // An http(s) address inside another scheme is not an http(s) icon.
    expect(peerIcon(withIcons(['ftp://files.example/https://wallet.example/icon.png', 'blob:https://wallet.example/1', 'https://wallet.example/ok.png']))).toBe('https://wallet.example/ok.png')
    expect(peerIcon(withIcons(['ftp://files.example/https://wallet.example/icon.png']))).toBeUndefined()
  })
})
