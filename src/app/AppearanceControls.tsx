// The laboratory's language and look (issue 35): the locale switches the open modal at once (latch.setLocale); the
// theme mode and accent are options of createLatch, so they reload the page. Each is in the URL, so every variant
// is a link.
import type { ChangeEvent } from 'react'
import { LATCH_LOCALES } from '../i18n/locales'
import type { LatchInstance } from '../system/latch.types'
import type { LabSettings } from './labSettings'

/** The laboratory's URL with one knob changed (removed when `value` is undefined). */
function withKnob(name: string, value: string | undefined): string {
  const params = new URLSearchParams(location.search)
  if (value === undefined) params.delete(name)
  else params.set(name, value)
  return `?${params}`
}

export function AppearanceControls({ latch, settings }: { latch: LatchInstance; settings: LabSettings }) {
  const changeLocale = (event: ChangeEvent<HTMLSelectElement>) => {
    const locale = event.target.value || undefined
    history.replaceState(null, '', withKnob('locale', locale))
    latch.setLocale(locale ?? navigator.languages[0] ?? 'en')
  }
  return (
    <fieldset className="lab-appearance">
      <legend>Language and theme</legend>
      <label>
        Language{' '}
        <select defaultValue={settings.locale ?? ''} onChange={changeLocale} data-testid="lab-locale">
          <option value="">Browser’s</option>
          {LATCH_LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {locale}
            </option>
          ))}
        </select>
      </label>
      <label>
        Theme{' '}
        <select defaultValue={settings.theme} onChange={(event) => location.assign(withKnob('theme', event.target.value))} data-testid="lab-theme">
          <option value="light">light</option>
          <option value="dark">dark</option>
          <option value="system">system</option>
        </select>
      </label>
      <label>
        Accent{' '}
        {/* Applied when the picker closes: its change events come with every movement of the pointer. */}
        <input
          type="color"
          defaultValue={settings.accent ?? '#1f4fd6'}
          onBlur={(event) => event.target.value !== (settings.accent ?? '#1f4fd6') && location.assign(withKnob('accent', event.target.value))}
          data-testid="lab-accent"
        />
      </label>
    </fieldset>
  )
}
