// The devstack mailbox as the frame's tests read it: the latest mail to an address, which must be there.
import { expect } from 'vitest'
import type { StoredMessage } from '../../../devstack/mail'

export async function latestMail(mailboxUrl: string, to: string): Promise<StoredMessage> {
  const response = await fetch(`${mailboxUrl}/messages/latest?to=${encodeURIComponent(to)}`)
  expect(response.status, `mail for ${to}`).toBe(200)
  return (await response.json()) as StoredMessage
}
