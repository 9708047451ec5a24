// Holds what the machines accept against what src/ sends: every accepted event needs a sender, a dynamic sender
// accounted for by hand, or a reason in the kept list; and every hand-written entry must still be true.
import type { DynamicSite } from './sentEventTypes'

/** An accepted event that nothing in src/ sends, on purpose. `machine` is the one that owns it. */
export type Kept = { event: string; machine: string; reason: string }

/** `type:` initializers the parser cannot read, and what they send. Without `initializer` the entry covers every
 * such site in the file. */
export type DynamicSender = { file: string; initializer?: string; sends: string[]; why: string }

export type AuditInput = {
  /** event type → the machines that accept it. */
  accepted: Map<string, string[]>
  /** event type → where it is sent. */
  sent: Map<string, string[]>
  dynamicSites: DynamicSite[]
  dynamicSenders: DynamicSender[]
  kept: Kept[]
}

const covers = (entry: DynamicSender, site: DynamicSite) => entry.file === site.file && (entry.initializer === undefined || entry.initializer === site.initializer)
const at = (site: DynamicSite) => `${site.file}:${site.line} type: ${site.initializer}`

export function auditEventSenders({ accepted, sent, dynamicSites, dynamicSenders, kept }: AuditInput) {
  const sentByHand = new Set(dynamicSenders.flatMap((entry) => (dynamicSites.some((site) => covers(entry, site)) ? entry.sends : [])))
  const isSent = (event: string) => sent.has(event) || sentByHand.has(event)
  const keptEvents = new Set(kept.map((entry) => entry.event))
  return {
    /** Accepted by a machine, sent by nothing, kept by no entry: `event ← machines`. */
    unsent: [...accepted]
      .filter(([event]) => !isSent(event) && !keptEvents.has(event))
      .map(([event, machines]) => `${event} ← ${machines.join(', ')}`)
      .sort(),
    /** Kept entries that src/ sends after all. */
    staleKept: kept.filter((entry) => isSent(entry.event)).map((entry) => `${entry.event}: sent at ${[...(sent.get(entry.event) ?? ['a dynamic sender'])].join(', ')}`),
    /** Kept entries whose machine does not accept their event (or no machine does). */
    unknownKept: kept.filter((entry) => !accepted.get(entry.event)?.includes(entry.machine)).map((entry) => `${entry.event} (${entry.machine})`),
    /** Dynamic sites no entry accounts for: they may send an event the scan cannot see. */
    unaccountedDynamic: dynamicSites.filter((site) => !dynamicSenders.some((entry) => covers(entry, site))).map(at),
    /** Dynamic entries that match no site any more (the code moved or changed). */
    staleDynamic: dynamicSenders.filter((entry) => !dynamicSites.some((site) => covers(entry, site))).map((entry) => `${entry.file} ${entry.initializer ?? '(whole file)'}`),
    /** Events a dynamic entry says it sends that no machine accepts. */
    unknownDynamic: dynamicSenders.flatMap((entry) => entry.sends.filter((event) => !accepted.has(event)).map((event) => `${event} (${entry.file})`)),
  }
}
