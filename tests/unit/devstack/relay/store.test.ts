// The relay's mailbox on its own: kept until ttl, once per client, never back to the publisher, and bounded.
import { describe, expect, it } from 'vitest'
import { createTopicStore, type KeptMessage, type Subscriber } from '../../../../devstack/relay/store'

function subscriber(clientKey: string): Subscriber & { got: string[] } {
  const got: string[] = []
  return { clientKey, got, deliver: (kept: KeptMessage) => void got.push(kept.message) }
}

describe('relay topic store', () => {
  it('delivers to subscribers but not to the publisher, and keeps what nobody took yet', () => {
    const store = createTopicStore({ now: () => 0 })
    const alice = subscriber('alice')
    const bob = subscriber('bob')
    store.subscribe('t', alice)
    store.subscribe('t', bob)
    store.publish({ topic: 't', message: 'from-alice', ttl: 60 }, 'alice')
    expect(alice.got).toEqual([])
    expect(bob.got).toEqual(['from-alice'])
    store.publish({ topic: 'later', message: 'kept', ttl: 60 }, 'alice')
    store.subscribe('later', bob)
    expect(bob.got).toEqual(['from-alice', 'kept'])
  })

  it('forgets messages after their ttl and acknowledged ones per client', () => {
    let time = 0
    const store = createTopicStore({ now: () => time })
    const short = store.publish({ topic: 't', message: 'short', ttl: 10 })
    store.publish({ topic: 't', message: 'long', ttl: 100 })
    store.ack(short, 'carol')
    expect(store.unacknowledged(['t'], 'carol').map((kept) => kept.message)).toEqual(['long'])
    expect(store.unacknowledged(['t'], 'dave').map((kept) => kept.message)).toEqual(['short', 'long'])
    time = 10_000
    expect(store.unacknowledged(['t'], 'dave').map((kept) => kept.message)).toEqual(['long'])
    time = 100_000
    store.sweep()
    expect(store.stats()).toEqual({ topics: 0, messages: 0, chars: 0, subscriptions: 0 })
  })

  it('stays within its limits, dropping the oldest first', () => {
    const store = createTopicStore({ now: () => 0, limits: { maxPerTopic: 3, maxMessages: 5, maxChars: 40 } })
    for (let i = 0; i < 5; i++) store.publish({ topic: 'a', message: `a${i}`, ttl: 60 })
    expect(store.unacknowledged(['a'], 'x').map((kept) => kept.message)).toEqual(['a2', 'a3', 'a4'])
    for (let i = 0; i < 3; i++) store.publish({ topic: 'b', message: `b${i}`, ttl: 60 })
    expect(store.stats().messages).toBe(5)
    expect(store.unacknowledged(['a', 'b'], 'x').map((kept) => kept.message)).toEqual(['a3', 'a4', 'b0', 'b1', 'b2'])
    store.publish({ topic: 'c', message: 'c'.repeat(36), ttl: 60 })
    expect(store.stats().chars).toBeLessThanOrEqual(40)
    expect(store.unacknowledged(['a', 'b', 'c'], 'x').map((kept) => kept.message)).toEqual(['b1', 'b2', 'c'.repeat(36)])
  })
})
