// The relay's mailbox: per topic, the messages kept until their ttl and the subscribers that want them. A message
// published with nobody listening waits for the first subscribe (the wallet pairs after the dapp proposed); each
// client (by its id, so reconnects count as the same client) gets a message until it acknowledges it, then never
// again. Bounded, so a misbehaving client cannot grow it without end.

export type KeptMessage = {
  readonly topic: string
  readonly message: string
  /** ms since the epoch, as the relay stamps it. */
  readonly publishedAt: number
  readonly tag: number
  readonly attestation?: string
  /** ms since the epoch. */
  readonly expiresAt: number
  /** Client keys that acknowledged it (or published it). */
  readonly ackedBy: Set<string>
}

export type Subscriber = {
  /** The client's id: the did:key its auth JWT proved (clientAuth.ts), the same on every socket of the client. */
  readonly clientKey: string
  deliver(kept: KeptMessage): void
}

export type PublishInput = { topic: string; message: string; ttl: number; tag?: number; attestation?: string }

export type StoreLimits = { maxPerTopic: number; maxMessages: number; /** Sum of the kept messages' lengths. */ maxChars: number }
export const DEFAULT_STORE_LIMITS: StoreLimits = { maxPerTopic: 200, maxMessages: 20_000, maxChars: 64 * 1024 * 1024 }

type Topic = { messages: KeptMessage[]; subscribers: Set<Subscriber> }

export function createTopicStore(options: { now?: () => number; limits?: StoreLimits } = {}) {
  const now = options.now ?? Date.now
  const limits = options.limits ?? DEFAULT_STORE_LIMITS
  const topics = new Map<string, Topic>()
  let messageCount = 0
  let charCount = 0

  function forget(messages: readonly KeptMessage[]): void {
    messageCount -= messages.length
    for (const message of messages) charCount -= message.message.length
  }

  function entry(topic: string): Topic {
    let found = topics.get(topic)
    if (!found) {
      found = { messages: [], subscribers: new Set() }
      topics.set(topic, found)
    }
    return found
  }

  function live(topic: Topic): KeptMessage[] {
    const time = now()
    if (topic.messages.every((message) => message.expiresAt > time)) return topic.messages
    forget(topic.messages.filter((message) => message.expiresAt <= time))
    topic.messages = topic.messages.filter((message) => message.expiresAt > time)
    return topic.messages
  }

  const overLimits = () => messageCount > limits.maxMessages || charCount > limits.maxChars

  /** Drops the oldest messages of the oldest topics until the totals fit. */
  function evict(): void {
    for (const [name, topic] of topics) {
      while (overLimits() && topic.messages.length > 0) forget(topic.messages.splice(0, 1))
      if (topic.messages.length === 0 && topic.subscribers.size === 0) topics.delete(name)
      if (!overLimits()) return
    }
  }

  return {
    /** Keeps the message and hands it to every subscriber of its topic except the publisher. */
    publish(input: PublishInput, publisher?: string): KeptMessage {
      const topic = entry(input.topic)
      const publishedAt = now()
      const kept: KeptMessage = {
        topic: input.topic,
        message: input.message,
        publishedAt,
        tag: input.tag ?? 0,
        ...(input.attestation ? { attestation: input.attestation } : {}),
        expiresAt: publishedAt + input.ttl * 1000,
        ackedBy: new Set(publisher === undefined ? [] : [publisher]),
      }
      const messages = live(topic)
      messages.push(kept)
      messageCount += 1
      charCount += kept.message.length
      if (messages.length > limits.maxPerTopic) forget(messages.splice(0, 1))
      if (overLimits()) evict()
      for (const subscriber of topic.subscribers) if (!kept.ackedBy.has(subscriber.clientKey)) subscriber.deliver(kept)
      return kept
    },
    /** Adds the subscriber and hands it what it has not acknowledged yet, oldest first. */
    subscribe(topicName: string, subscriber: Subscriber): void {
      const topic = entry(topicName)
      topic.subscribers.add(subscriber)
      for (const kept of live(topic)) if (!kept.ackedBy.has(subscriber.clientKey)) subscriber.deliver(kept)
    },
    unsubscribe(topicName: string, subscriber: Subscriber): void {
      const topic = topics.get(topicName)
      if (!topic) return
      topic.subscribers.delete(subscriber)
      if (topic.subscribers.size === 0 && topic.messages.length === 0) topics.delete(topicName)
    },
    unsubscribeAll(subscriber: Subscriber): void {
      for (const [name, topic] of topics) {
        topic.subscribers.delete(subscriber)
        if (topic.subscribers.size === 0 && topic.messages.length === 0) topics.delete(name)
      }
    },
    ack(kept: KeptMessage, clientKey: string): void {
      kept.ackedBy.add(clientKey)
    },
    /** Messages on these topics the client has not acknowledged (irn_batchFetchMessages). */
    unacknowledged(topicNames: readonly string[], clientKey: string): KeptMessage[] {
      return topicNames.flatMap((name) => {
        const topic = topics.get(name)
        return topic ? live(topic).filter((kept) => !kept.ackedBy.has(clientKey)) : []
      })
    },
    /** Forgets expired messages and empty topics. */
    sweep(): void {
      for (const [name, topic] of topics) {
        live(topic)
        if (topic.subscribers.size === 0 && topic.messages.length === 0) topics.delete(name)
      }
    },
    stats(): { topics: number; messages: number; chars: number; subscriptions: number } {
      let subscriptions = 0
      for (const topic of topics.values()) subscriptions += topic.subscribers.size
      return { topics: topics.size, messages: messageCount, chars: charCount, subscriptions }
    },
  }
}

export type TopicStore = ReturnType<typeof createTopicStore>
