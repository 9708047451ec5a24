// Issue 35: the theme variables createLatch takes, each checked by what its value must be; anything else is a
// LatchError naming the variable, never a crash and never a value written into the modal's style.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseLatchConfig } from '../../../src/core/config'
import { LatchError } from '../../../src/core/errors'

const NAMES = ['--latch-accent', '--latch-accent-fg', '--latch-bg', '--latch-fg', '--latch-radius', '--latch-font-size', '--latch-width', '--latch-z-index', '--latch-font']
const parse = (themeVariables: Record<string, unknown>) => parseLatchConfig({ networks: ['eip155:1'], themeVariables } as never)

function refusal(themeVariables: Record<string, unknown>): LatchError {
  try {
    parse(themeVariables)
  } catch (error) {
    if (error instanceof LatchError) return error
    throw error
  }
  throw new Error('accepted')
}

describe('theme variables (issue 35)', () => {
  it('takes each documented variable with a value of its kind; a number of pixels for a length gets its unit', () => {
    const config = parse({
      '--latch-accent': '#0a7',
      '--latch-accent-fg': 'rgb(255 255 255)',
      '--latch-bg': 'oklch(0.98 0.01 240)',
      '--latch-fg': 'black',
      '--latch-radius': 8,
      '--latch-font-size': '0.75rem',
      '--latch-width': '400px',
      '--latch-z-index': 2000,
      '--latch-font': "Inter, 'Segoe UI', sans-serif",
    })
    expect(config.themeVariables).toEqual({
      '--latch-accent': '#0a7',
      '--latch-accent-fg': 'rgb(255 255 255)',
      '--latch-bg': 'oklch(0.98 0.01 240)',
      '--latch-fg': 'black',
      '--latch-radius': '8px',
      '--latch-font-size': '0.75rem',
      '--latch-width': '400px',
      '--latch-z-index': '2000',
      '--latch-font': "Inter, 'Segoe UI', sans-serif",
    })
  })

  it.each([
    ['--latch-accent', 'red; background: url(x)', "themeVariables.--latch-accent: expected a CSS colour such as '#1f4fd6'"],
    ['--latch-accent', 12, "themeVariables.--latch-accent: expected a CSS colour such as '#1f4fd6'"],
    ['--latch-bg', '#12', "themeVariables.--latch-bg: expected a CSS colour such as '#1f4fd6'"],
    ['--latch-radius', 'big', "themeVariables.--latch-radius: expected a length such as '12px', or a number of pixels"],
    ['--latch-width', '-360px', "themeVariables.--latch-width: expected a length such as '12px', or a number of pixels"],
    ['--latch-z-index', '9.5', 'themeVariables.--latch-z-index: expected an integer such as 999'],
    ['--latch-font', 'x}</style>', "themeVariables.--latch-font: expected a font family such as 'Inter, sans-serif'"],
  ])('%s = %j is refused, naming the variable', (name, value, sentence) => {
    expect(refusal({ [name]: value }).message).toContain(sentence)
  })

  it('a name that is not a documented variable is refused, naming it', () => {
    for (const name of ['--latch-view-ms', 'color', '--latch-accent; color: red', '--Latch-accent']) {
      expect(refusal({ [name]: '#f00' }).message).toContain(`unknown option '${name}' in themeVariables`)
    }
  })

  it('any string or number for any variable: accepted as given (numbers of pixels with their unit), or a LatchError naming that variable', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.double(), fc.integer()), (name, value) => {
        try {
          const css = parse({ [name]: value }).themeVariables[name]!
          expect(css === String(value) || css === `${value}px`).toBe(true)
          expect(css).not.toMatch(/[;{}<>]/)
        } catch (error) {
          expect(error).toBeInstanceOf(LatchError)
          expect((error as LatchError).message).toContain(`themeVariables.${name}: expected `)
        }
      }),
      { numRuns: 2000, seed: 35 },
    )
  })
})
