// R-NAV-7: opening the modal is an analytics fact; R-API-7: it reaches POST /e and the devstack's sink stores it
// with the project id, SDK type and version, and the page's origin.
import { expect, test } from '@playwright/test'
import { ModalModel } from './models/modal.model'
import { clearEvents, listEvents } from './support/devstack'

let modal: ModalModel

test.beforeEach(async ({ page, request }) => {
  await clearEvents(request)
  modal = new ModalModel(page)
  await modal.goto()
})

test.describe('analytics sink', () => {
  test('opening the modal stores one MODAL_OPEN event (R-NAV-7, R-API-7)', async ({ page, request }) => {
    await modal.open()
    await expect.poll(async () => (await listEvents(request)).filter((event) => event.event === 'MODAL_OPEN').length).toBe(1)
    const [stored] = (await listEvents(request)).filter((event) => event.event === 'MODAL_OPEN')
    expect(stored).toMatchObject({
      type: 'track',
      projectId: 'latch-local',
      sdkType: 'appkit',
      origin: new URL(page.url()).origin,
      domain: new URL(page.url()).hostname,
      props: { type: 'track', event: 'MODAL_OPEN', connected: false },
    })
    expect(stored?.sdkVersion).toBeTruthy()
    expect(stored?.eventId).toBeTruthy()
  })

  test('opening while connected says so, and closing stores MODAL_CLOSE', async ({ request }) => {
    await modal.labControl('Report connected (dev account)').click()
    await modal.open()
    await modal.expectView('Account')
    await modal.close()
    await modal.expectClosed()
    await expect
      .poll(async () => (await listEvents(request)).map((event) => [event.event, event.props['connected']]))
      .toEqual([
        ['MODAL_OPEN', true],
        ['MODAL_CLOSE', true],
      ])
  })
})
