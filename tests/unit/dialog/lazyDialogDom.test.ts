// @vitest-environment jsdom
// The dialog's DOM effects load with the first opening (lazyDialogDom.ts): focus still returns to what had it when
// the dialog opened, not to what has it once the code has arrived, and a dialog closed before the code arrived
// gets no effect at all.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLazyDialogDom } from '../../../src/services/dialog/lazyDialogDom'

const CONTENT_ID = 'lazy-dialog-content'
const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))

afterEach(() => {
  document.body.innerHTML = ''
  document.body.removeAttribute('style')
})

function button(text: string): HTMLButtonElement {
  const element = document.createElement('button')
  element.textContent = text
  document.body.append(element)
  return element
}

function mountDialog(): HTMLElement {
  const content = document.createElement('div')
  content.id = CONTENT_ID
  content.tabIndex = -1
  content.append(button('Inside'))
  document.body.append(content)
  return content
}

describe('the dialog effects, loaded with the first opening', () => {
  it('focus moves in, and returns to the trigger that had it at the opening', async () => {
    const trigger = button('Connect Wallet')
    const elsewhere = button('Elsewhere')
    trigger.focus()
    const release = createLazyDialogDom(document).trapFocus(CONTENT_ID)
    // Focus moves before the effect's code has loaded: the opening's trigger is still the one focus returns to.
    elsewhere.focus()
    const content = mountDialog()
    await vi.waitFor(() => expect(content.contains(document.activeElement)).toBe(true))
    release()
    content.remove()
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger))
  })

  it('a dialog closed before the code arrived gets no effect', async () => {
    const stop = createLazyDialogDom(document).preventScroll()
    stop()
    await settle()
    await settle()
    expect(document.body.style.overflow).toBe('')
  })

  it('an effect that started is undone by its cleanup', async () => {
    const stop = createLazyDialogDom(document).preventScroll()
    await vi.waitFor(() => expect(document.body.style.overflow).toBe('hidden'))
    stop()
    expect(document.body.style.overflow).toBe('')
  })
})
