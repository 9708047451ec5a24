import { describe, expect, it } from 'vitest'
import { readLabSettings } from '../../src/app/labSettings'

const DEFAULT = 'http://127.0.0.1:5174'

describe('laboratory URL knobs', () => {
  it('reads every knob', () => {
    expect(readLabSettings('?theme=dark&locale=pt-BR&accent=%23087f5b&embedded&signInRequired&siwx&basic&onlyChainA&inspect=stately&api=http://127.0.0.1:9000/', DEFAULT)).toEqual({
      apiUrl: 'http://127.0.0.1:9000',
      theme: 'dark',
      locale: 'pt-BR',
      accent: '#087f5b',
      embedded: true,
      signInRequired: true,
      siwx: true,
      basic: true,
      inspect: 'stately',
      onlyChainA: true,
    })
    expect(readLabSettings('?inspect', DEFAULT).inspect).toBe('websocket')
    expect(readLabSettings('?theme=system', DEFAULT).theme).toBe('system')
    // Outside input: a value that is not what the knob takes is no knob.
    expect(readLabSettings('?theme=blue&locale=<script>&accent=red', DEFAULT)).toMatchObject({ theme: 'light', locale: undefined, accent: undefined })
    expect(readLabSettings('', DEFAULT)).toMatchObject({ apiUrl: DEFAULT, theme: 'light', siwx: false, basic: false, inspect: 'off', onlyChainA: false })
  })

  it.each(['garbage', 'javascript:alert(1)', 'ftp://x.y', ''])('an unusable api (%s) falls back to the devstack', (api) => {
    expect(readLabSettings(`?api=${encodeURIComponent(api)}`, DEFAULT).apiUrl).toBe(DEFAULT)
  })
})
