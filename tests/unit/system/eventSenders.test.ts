// Every event a machine accepts must be sent by something in src/: a view, a glue file of src/system/, a service
// callback, a machine raising or sending it. An accepted event nobody sends is a transition nobody can take: a view
// that forgot a button, a glue that forgot a fact (a sign-out that never resets the email login), or dead code.
// The machines are read as XState built them (every `on` key of every state node); the senders are read from the
// source with the TypeScript parser (./support/sentEventTypes.ts says what counts as sending and what does not).
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { StateMachine, type AnyStateMachine } from 'xstate'
import { acceptedBy } from './support/acceptedEvents'
import { auditEventSenders, type DynamicSender, type Kept } from './support/eventSenderAudit'
import { scanSource, sentEventTypes } from './support/sentEventTypes'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** Accepted events nothing in src/ sends, on purpose. Each needs a reason that holds today: "the app sends it" only
 * where README.md documents the app sending it. A missing sender is a defect to mend in src/, never an entry here. */
const KEPT: Kept[] = []

/** Every `type:` initializer the parser cannot read, and the machine events it can send. None of today's sends one:
 * each is some other kind of `type` (a frame message, an analytics category, an account type, wagmi's connector
 * type). A new one must be added here; when it sends events (`{ type: event.type }`, `{ type: \`${flow}.retry\` }`),
 * list them in `sends` and say where they come from, so they are not reported as unsent. */
const DYNAMIC: DynamicSender[] = [
  {
    file: 'src/services/frame/frameMessages.ts',
    sends: [],
    why: "the frame bridge's postMessage envelopes (`${APP_PREFIX}${name}`, `${FRAME_PREFIX}${name}_SUCCESS`, parsed.data.type) and its payloads' account `type`: messages to and from the iframe, not statechart events",
  },
  { file: 'src/system/flows/embeddedFlow.ts', initializer: 'accountType', sends: [], why: "the SET_PREFERRED_ACCOUNT frame request's payload { type: 'eoa' | 'smartAccount' }" },
  { file: 'src/machines/smartAccount/smartAccount.machine.ts', initializer: "user.preferredAccountType ?? 'eoa'", sends: [], why: "an embedded account's type ('eoa' | 'smartAccount') in context data" },
  { file: 'src/services/api/analytics.ts', initializer: 'input.type', sends: [], why: "an analytics event's props.type (its category) posted to the provider API's /e" },
  { file: 'src/services/api/schemas.ts', initializer: 'z.enum(EVENT_TYPES)', sends: [], why: 'the zod schema of that analytics payload' },
  { file: 'src/wagmi/latchConnector.ts', initializer: 'latchConnector.type', sends: [], why: "wagmi's connector type, not an event" },
]

/** The machines: every `xxxMachine` export of src/machines/<flow>/<flow>.machine.ts, named `xxx`. */
function loadMachines() {
  const modules = import.meta.glob<Record<string, unknown>>('/src/machines/**/*.machine.ts', { eager: true })
  const machines: Record<string, AnyStateMachine> = {}
  const withoutMachine: string[] = []
  for (const [path, exports] of Object.entries(modules)) {
    const found = Object.entries(exports).filter(([name, value]) => name.endsWith('Machine') && value instanceof StateMachine)
    if (found.length === 0) withoutMachine.push(path)
    for (const [name, machine] of found) machines[name.replace(/Machine$/, '')] = machine as AnyStateMachine
  }
  return { machines, files: Object.keys(modules).length, withoutMachine }
}

describe('the sender scan reads the source as intended', () => {
  const scan = (text: string) => scanSource('src/example.ts', text)
  const sentTypes = (text: string) => scan(text).sent.map((s) => s.type)

  it('counts object literals with a literal type, both arms of a condition, and templates over constants', () => {
    const text = [
      "const PREFIX = 'email'",
      "send({ type: 'modal.open' })",
      "raise({ type: ok ? 'a.b' : 'c.d' } as const)",
      'sendBack({ type: `${PREFIX}.reset` })',
      "sendTo('child', { type: `x.${ok ? 'y' : 'z'}` })",
    ].join('\n')
    expect(sentTypes(text).sort()).toEqual(['a.b', 'c.d', 'email.reset', 'modal.open', 'x.y', 'x.z'])
    expect(scan(text).dynamic).toEqual([])
  })

  it('does not count accepting, forwarding, declaring, comparing or emitting', () => {
    const text = [
      "setup({ actions: { toastFailed: emit({ type: 'toast' as const }), step: emit(() => ({ type: 'step' as const })) } })",
      "enqueueActions(({ enqueue }) => enqueue.emit({ type: 'openLink', href }))",
      "createMachine({ on: { 'email.reset': { target: 'idle' } } })",
      "const a = { 'a.b': forwardTo('child'), c: sendTo('toast', ({ event }) => event) }",
      "type E = { type: 'x.y' } | { type: 'z.w' }",
      "const isReset = (event: E) => event.type === 'x.y' && assertEvent(event, 'z.w')",
    ].join('\n')
    expect(scan(text)).toEqual({ sent: [], dynamic: [] })
  })

  it('reports a type it cannot read as a dynamic site, keeping what it could read', () => {
    const { sent, dynamic } = scan(["send({ type: event.type })", 'send({ type })', "send({ type: ok ? 'a.b' : `${step}.done` })"].join('\n'))
    expect(sent.map((s) => s.type)).toEqual(['a.b'])
    expect(dynamic.map((d) => [d.line, d.initializer])).toEqual([[1, 'event.type'], [2, 'type'], [3, "ok ? 'a.b' : `${step}.done`"]])
  })
})

describe('the audit holds the hand-written lists to the code', () => {
  const accepted = new Map([['a.sent', ['m']], ['b.unsent', ['m']], ['c.kept', ['m']], ['d.byHand', ['m']]])
  const sent = new Map([['a.sent', ['src/x.ts:1']]])
  const dynamicSites = [{ file: 'src/y.ts', line: 3, initializer: 'event.type' }]

  it('reports the unsent, stale and unknown entries, and dynamic sites nobody accounted for', () => {
    const report = auditEventSenders({
      accepted,
      sent,
      dynamicSites: [...dynamicSites, { file: 'src/z.ts', line: 9, initializer: 'kind' }],
      dynamicSenders: [
        { file: 'src/y.ts', initializer: 'event.type', sends: ['d.byHand', 'e.nobodyAccepts'], why: '…' },
        { file: 'src/gone.ts', sends: [], why: '…' },
      ],
      kept: [
        { event: 'c.kept', machine: 'm', reason: '…' },
        { event: 'a.sent', machine: 'm', reason: '…' },
        { event: 'c.kept', machine: 'other', reason: '…' },
      ],
    })
    expect(report).toEqual({
      unsent: ['b.unsent ← m'],
      staleKept: ['a.sent: sent at src/x.ts:1'],
      unknownKept: ['c.kept (other)'],
      unaccountedDynamic: ['src/z.ts:9 type: kind'],
      staleDynamic: ['src/gone.ts (whole file)'],
      unknownDynamic: ['e.nobodyAccepts (src/y.ts)'],
    })
  })
})

describe('every event a machine accepts is sent by src/', () => {
  const { machines, files, withoutMachine } = loadMachines()
  const accepted = acceptedBy(machines)
  const { sent, dynamic, files: scanned } = sentEventTypes(ROOT)
  const report = auditEventSenders({ accepted, sent, dynamicSites: dynamic, dynamicSenders: DYNAMIC, kept: KEPT })

  it('reads every machine and every source file (no vacuous pass)', () => {
    expect(withoutMachine, 'a .machine.ts file with no xxxMachine export').toEqual([])
    expect(files).toBeGreaterThanOrEqual(17)
    expect(Object.keys(machines).length).toBeGreaterThanOrEqual(17)
    expect(accepted.size).toBeGreaterThanOrEqual(80) // 88 when written
    expect(scanned).toBeGreaterThanOrEqual(250) // 267 when written
    expect(accepted.get('connection.changed')).toEqual(expect.arrayContaining(['modal', 'root']))
    expect(accepted.get('email.submit')).toContain('emailLogin')
    for (const event of ['modal.open', 'modal.close', 'modal.back', 'router.push', 'email.submit', 'pairing.start']) {
      expect(sent.get(event), `${event} is sent somewhere in src/`).toBeDefined()
    }
    // Events XState sends itself (after, onDone, invoke) are nobody's to send.
    expect([...accepted.keys()].filter((event) => event.startsWith('xstate.') || event.includes('*'))).toEqual([])
  })

  it('no accepted event goes unsent', () => {
    expect(report.unsent, 'accepted by these machines, sent by nothing in src/ (add the sender, or a KEPT entry with a real reason)').toEqual([])
  })

  it('every KEPT entry is still unsent, and names an event its machine accepts', () => {
    expect(report.staleKept, 'KEPT, but src/ sends it: drop the entry').toEqual([])
    expect(report.unknownKept, 'KEPT, but that machine does not accept it').toEqual([])
  })

  it('every type the parser cannot read is accounted for in DYNAMIC, and every DYNAMIC entry still matches the code', () => {
    expect(report.unaccountedDynamic, 'a `type:` the scan cannot read: add it to DYNAMIC with the events it can send').toEqual([])
    expect(report.staleDynamic, 'a DYNAMIC entry that matches no `type:` in src/ any more').toEqual([])
    expect(report.unknownDynamic, 'a DYNAMIC entry sends an event no machine accepts').toEqual([])
  })
})
