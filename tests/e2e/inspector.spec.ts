// The Stately inspector, offline: `/?inspect` sends every machine's inspection events to the devstack relay,
// which forwards them to any other client, here a node WebSocket. Dev only (DESIGN); secrets masked.
import { expect, test } from '@playwright/test'
import { ModalModel } from './models/modal.model'
import { API_URL } from './support/devstack'
import { connectInspectClient, type InspectClient, type InspectionMessage } from './support/inspectClient'

const EMAIL_LIKE_GLOBAL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g

let client: InspectClient

test.beforeEach(async () => {
  client = await connectInspectClient()
})

test.afterEach(async () => {
  await client.close()
})

/** The modal actor's session, from the '@xstate.actor' message the root's invoke produced. */
function modalSession(messages: InspectionMessage[]): string | undefined {
  return messages.find((message) => message.type === '@xstate.actor' && message.name === 'modal')?.sessionId
}

test.describe('inspector relay', () => {
  test('a click on Connect Wallet reaches the relay as modal.open sent to the modal actor', async ({ page }) => {
    const since = Date.now()
    const modal = new ModalModel(page)
    await modal.goto({ inspect: true })
    await modal.open()
    await modal.expectView('Connect')

    await expect
      .poll(() => {
        const messages = client.messages(since)
        const session = modalSession(messages)
        return messages.some((message) => message.type === '@xstate.event' && message.event?.type === 'modal.open' && message.sessionId === session)
      }, { timeout: 5_000, message: 'no @xstate.event modal.open for the modal actor' })
      .toBe(true)

    // All three kinds of message arrive, and the modal's snapshot after the open shows its open state.
    await expect
      .poll(() => {
        const messages = client.messages(since)
        const session = modalSession(messages)
        const types = new Set(messages.map((message) => message.type))
        const openSnapshot = messages.some(
          (message) => message.type === '@xstate.snapshot' && message.sessionId === session && message.event?.type === 'modal.open',
        )
        return { actor: types.has('@xstate.actor'), event: types.has('@xstate.event'), snapshot: types.has('@xstate.snapshot'), openSnapshot }
      }, { timeout: 5_000 })
      .toEqual({ actor: true, event: true, snapshot: true, openSnapshot: true })
  })

  test('no message carries an unmasked email-like string', async ({ page }) => {
    const since = Date.now()
    const modal = new ModalModel(page)
    await modal.goto({ inspect: true })
    await modal.labControl('Report connected (dev account)').click()
    await modal.open()
    await modal.expectView('Account')
    await expect.poll(() => client.messages(since).some((message) => message.event?.type === 'connection.changed'), { timeout: 5_000 }).toBe(true)
    expect(emailsIn(client.messages(since))).toEqual([])
  })

  test('an email typed into the wallet search is masked too', async ({ page }) => {
    const since = Date.now()
    const modal = new ModalModel(page)
    await modal.goto({ inspect: true })
    await modal.open()
    await modal.allWalletsButton.click()
    await modal.searchInput.fill('alice@example.com')
    await expect(modal.dialog.getByText('No wallet found.')).toBeVisible()
    await expect.poll(() => client.messages(since).some((message) => message.event?.type === 'walletList.search'), { timeout: 5_000 }).toBe(true)
    expect(emailsIn(client.messages(since))).toEqual([])
  })
})

function emailsIn(messages: InspectionMessage[]): string[] {
  return messages.flatMap((message) => JSON.stringify(message).match(EMAIL_LIKE_GLOBAL) ?? [])
}

test.describe('offline inspector page', () => {
  test('GET /__inspector shows the live actor tree and event log of the lab', async ({ page, context }) => {
    const viewer = await context.newPage()
    await viewer.goto(`${API_URL}/__inspector`)
    await expect(viewer.getByText(/connected to/)).toBeVisible()
    const modal = new ModalModel(page)
    await modal.goto({ inspect: true })
    await modal.open()
    await modal.expectView('Connect')
    await expect(viewer.getByRole('list', { name: 'Actor tree' }).locator('[data-actor="modal"]').first()).toContainText('Connect')
    await expect(viewer.getByRole('list', { name: 'Event log' }).getByText('modal.open → modal').first()).toBeVisible()
    await viewer.close()
  })
})
