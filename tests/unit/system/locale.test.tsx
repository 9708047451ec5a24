// @vitest-environment jsdom
// Issue 35 on the assembled system: createLatch, its provider and the connect button, as an app mounts them. English
// asked for needs no catalogue before the dialog; another locale is spoken from the button on; a switch while open
// keeps the modal open; right-to-left locales mirror the modal; the browser's languages decide without `locale`.
// Expected words are written here from the catalogues' translations, not read from src/.
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../../../src/react/ConnectButton'
import { useLatchLocale } from '../../../src/react/hooks'
import { LatchProvider } from '../../../src/react/LatchProvider'
import { createLatch, type LatchInstance } from '../../../src/system/createLatch'

const OPTIONS = { projectId: 'locale', networks: ['eip155:1' as const], services: { apiUrl: 'http://127.0.0.1:9', rpcUrl: 'http://127.0.0.1:9', relayUrl: 'ws://127.0.0.1:9' } }
const refused: typeof fetch = () => Promise.reject(new TypeError('offline'))
let latch: LatchInstance | undefined

afterEach(() => {
  cleanup()
  latch?.stop()
  latch = undefined
  vi.restoreAllMocks()
})

function mount(options: Partial<Parameters<typeof createLatch>[0]> = {}) {
  latch = createLatch({ ...OPTIONS, ...options }, { fetch: refused })
  render(
    <LatchProvider latch={latch}>
      <ConnectButton />
    </LatchProvider>,
  )
  return latch
}

const button = () => screen.getByRole('button', { expanded: false, hidden: true })
const dialogTitle = () => document.querySelector('.latch-title')?.textContent
const portal = () => document.querySelector('[data-latch-portal]')

describe('the modal in the locale asked for (issue 35)', () => {
  it('English asked for: the button says Connect Wallet at once, and no catalogue is fetched before the dialog is needed', async () => {
    const latch = mount({ locale: 'en-GB' })
    await act(async () => undefined)
    expect(button().textContent).toBe('Connect Wallet')
    expect(latch.localeActor.getSnapshot().value).toBe('idle')
    act(() => latch.open())
    await vi.waitFor(() => expect(dialogTitle()).toBe('Connect Wallet'))
    expect(portal()?.getAttribute('lang')).toBe('en')
  })

  it("German asked for: the button waits for the catalogue, then says it in German; the dialog's title too", async () => {
    const latch = mount({ locale: 'de' })
    expect(button().getAttribute('aria-busy')).toBe('true')
    await vi.waitFor(() => expect(button().textContent).toBe('Wallet verbinden'))
    expect(button().hasAttribute('disabled')).toBe(false)
    act(() => latch.open())
    await vi.waitFor(() => expect(dialogTitle()).toBe('Wallet verbinden'))
    expect(portal()?.getAttribute('lang')).toBe('de')
    expect(portal()?.getAttribute('dir')).toBe('ltr')
  })

  it('setLocale while the modal is open: the modal stays open and speaks Japanese', async () => {
    const latch = mount({ locale: 'fr' })
    act(() => latch.open())
    await vi.waitFor(() => expect(dialogTitle()).toBe('Connecter un portefeuille'))
    act(() => latch.setLocale('ja'))
    await vi.waitFor(() => expect(dialogTitle()).toBe('ウォレットを接続'))
    expect(latch.modal.getSnapshot().matches('open')).toBe(true)
    expect(screen.getByRole('button', { name: '閉じる', hidden: true })).toBeTruthy()
  })

  it('the hook: the locale spoken and its direction, and a switch to another', async () => {
    latch = createLatch({ ...OPTIONS, locale: 'de' }, { fetch: refused })
    function LocalePicker() {
      const { locale, dir, setLocale } = useLatchLocale()
      return (
        <button type="button" data-testid="picker" onClick={() => setLocale('he')}>
          {`${locale} ${dir}`}
        </button>
      )
    }
    render(
      <LatchProvider latch={latch}>
        <LocalePicker />
      </LatchProvider>,
    )
    const picker = screen.getByTestId('picker')
    await vi.waitFor(() => expect(picker.textContent).toBe('de ltr'))
    act(() => picker.click())
    await vi.waitFor(() => expect(picker.textContent).toBe('he rtl'))
  })

  it('Arabic: the modal is right to left', async () => {
    const latch = mount({ locale: 'ar' })
    act(() => latch.open())
    await vi.waitFor(() => expect(dialogTitle()).toBe('ربط المحفظة'))
    expect(portal()?.getAttribute('dir')).toBe('rtl')
    expect(portal()?.getAttribute('lang')).toBe('ar')
  })

  it("without `locale`, the first of the browser's languages that Latch ships: French for sw, fr-CA", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw', 'fr-CA', 'en'])
    const latch = mount()
    await vi.waitFor(() => expect(button().textContent).toBe('Connecter un portefeuille'))
    expect(latch.localeActor.getSnapshot().context.locale).toBe('fr')
  })

  it('a tag Latch does not ship, or no tag at all, is English', async () => {
    const latch = mount({ locale: 'xx-YY' })
    act(() => latch.open())
    await vi.waitFor(() => expect(dialogTitle()).toBe('Connect Wallet'))
    expect(latch.localeActor.getSnapshot().context.locale).toBe('en')
  })
})
