// The alert's own rules (R-ERR-1): a new alert replaces the one on screen, a dismiss clears it. Texts are SPEC §8's,
// written here.
import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { alertMachine } from '../../../src/machines/alert/alert.machine'

describe('alert', () => {
  it('a second alert replaces the first on screen; a dismiss clears it', () => {
    const actor = createActor(alertMachine).start()
    expect(actor.getSnapshot().context.alert).toBeUndefined()
    actor.send({ type: 'alert.show', code: 'PROJECT_ID_NOT_CONFIGURED' })
    expect(actor.getSnapshot().context.alert).toMatchObject({ code: 'PROJECT_ID_NOT_CONFIGURED', title: 'Project ID Not Configured' })
    actor.send({ type: 'alert.show', code: 'ORIGIN_NOT_ALLOWED' })
    expect(actor.getSnapshot().matches('shown')).toBe(true)
    expect(actor.getSnapshot().context.alert).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', title: 'Invalid App Configuration' })
    actor.send({ type: 'alert.dismiss' })
    expect(actor.getSnapshot().matches('hidden')).toBe(true)
    expect(actor.getSnapshot().context.alert).toBeUndefined()
  })
})
