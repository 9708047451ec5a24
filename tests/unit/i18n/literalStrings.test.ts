// Issue 35: the suite's lint fails on a word written into a view instead of looked up in the catalogue, and lets a
// looked-up one, a drawn glyph and an event's type through.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })
const problems = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath })).flatMap((result) => result.messages.filter((message) => message.ruleId === 'i18next/no-literal-string').map((message) => message.message))

describe('no literal words in views (issue 35)', () => {
  it.each(['src/views/Sample.tsx', 'src/react/Sample.tsx'])('a sentence in JSX text or in an aria-label fails lint in %s', async (filePath) => {
    const code = `export function A() {\n  return <p aria-label="Your account">Connect a wallet</p>\n}\n`
    expect(await problems(code, filePath)).toHaveLength(2)
  })

  it('a catalogue lookup, a glyph, an event type and a class name pass', async () => {
    const code = `declare const t: (key: string) => string\ndeclare const send: (event: { type: string }) => void\nexport function A() {\n  return <button className="latch-button" onClick={() => send({ type: 'modal.close' })} aria-label={t('dialog.close')}><span aria-hidden="true">×</span></button>\n}\n`
    expect(await problems(code, 'src/views/Sample.tsx')).toEqual([])
  })
})
