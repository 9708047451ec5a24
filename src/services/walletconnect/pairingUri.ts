// A WalletConnect v2 pairing URI (`wc:{topic}@2?relay-protocol=irn&symKey=…&expiryTimestamp=…`), checked before
// Latch shows it or counts down its life.
import * as z from '../../core/zod'

const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/))
// The expiry is text in the URI: read as Number reads it (what z.coerce.number() does), then a whole number of seconds
// from 1 up. Not z.coerce and z.positive themselves: every zod function Latch uses anywhere ships in the first click
// (src/core/zod.ts), and nothing else there needs these two.
const expirySeconds = z.pipe(z.transform((text: unknown) => Number(text)), z.number().check(z.int(), z.gte(1)))
const pairingUri = z.object({ topic: hex64, version: z.literal('2'), symKey: hex64, expiryTimestamp: z.optional(expirySeconds) })

export type PairingUri = { uri: string; topic: string; expiresAtMs: number | undefined }

export function parsePairingUri(uri: string): PairingUri | undefined {
  const match = /^wc:([^@?]+)@(\d+)\?(.*)$/.exec(uri)
  if (!match) return undefined
  const params = new URLSearchParams(match[3])
  const parsed = z.safeParse(pairingUri, {
    topic: match[1],
    version: match[2],
    symKey: params.get('symKey') ?? undefined,
    expiryTimestamp: params.get('expiryTimestamp') ?? undefined,
  })
  if (!parsed.success) return undefined
  return { uri, topic: parsed.data.topic, expiresAtMs: parsed.data.expiryTimestamp === undefined ? undefined : parsed.data.expiryTimestamp * 1000 }
}
