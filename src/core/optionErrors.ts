// A failed check of createLatch's options, told as the developer fixes it (issue 33): where (the path as written in
// code), what was expected (the rule's own message, with an example), and what was given; an unknown key names the
// nearest known option, in the same object or wherever it belongs ('apiUrl' at the top level is 'services.apiUrl').
import type { z } from 'zod/mini'

type Issue = z.core.$ZodIssue
type Shape = Record<string, z.core.$ZodType>

// A network is an id, a chain or an object, `siwx` is `true` or a verifier. A branch that failed on the value's
// type, or on not being its literal, does not apply; of the others, the one with the fewest complaints is what the
// developer meant. A tie means none is close: the union's own message says what it takes.
const failsAtRoot = (issue: Issue) => issue.path.length === 0 && (issue.code === 'invalid_type' || issue.code === 'invalid_value')

function innermost(issue: Issue): Issue {
  if (issue.code !== 'invalid_union') return issue
  const fits = issue.errors.filter((branch) => branch[0] && !failsAtRoot(branch[0])).sort((a, b) => a.length - b.length)
  const [best, next] = fits
  if (!best?.[0] || (next && next.length === best.length)) return issue
  const inner = innermost(best[0])
  return { ...inner, path: [...issue.path, ...inner.path] }
}

const fieldName = (path: readonly PropertyKey[]) =>
  path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${String(key)}`)).join('')

/** The object shapes of the options, by path ('' the top level, 'services', 'features', 'metadata'). */
function shapes(schema: z.core.$ZodType): Map<string, Shape> {
  const found = new Map<string, Shape>()
  const visit = (type: z.core.$ZodType, path: string) => {
    const def = type._zod.def as { type: string; shape?: Shape; innerType?: z.core.$ZodType }
    if (def.type === 'optional' && def.innerType) visit(def.innerType, path)
    if (def.type === 'object' && def.shape) {
      found.set(path, def.shape)
      for (const [key, inner] of Object.entries(def.shape)) visit(inner, path ? `${path}.${key}` : key)
    }
  }
  visit(schema, '')
  return found
}

/** Edits from one name to the other, ignoring case. */
function distance(from: string, to: string): number {
  const a = from.toLowerCase()
  const b = to.toLowerCase()
  let row = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    row = next
  }
  return row[b.length]!
}

/** The known option an unknown key most likely meant: a near spelling in its own object, else the same name (or a
 * near one) in another object of the options. */
function nearest(key: string, where: string, known: Map<string, Shape>): string | undefined {
  const close = (name: string) => distance(key, name) <= (key.length < 5 ? 1 : 2)
  const own = Object.keys(known.get(where) ?? {}).find(close)
  if (own) return `'${own}'`
  for (const [path, shape] of known) {
    const elsewhere = Object.keys(shape).find(close)
    if (path !== where && elsewhere) return path ? `'${path}.${elsewhere}'` : `the top-level '${elsewhere}'`
  }
  return undefined
}

function given(input: unknown, path: readonly PropertyKey[]): string {
  const value = path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown> | undefined)?.[key], input)
  if (value === undefined) return ''
  let text: string
  try {
    text = typeof value === 'string' ? `'${value}'` : typeof value === 'function' ? 'a function' : (JSON.stringify(value) ?? String(value))
  } catch {
    text = String(value) // a bigint, or an object that refers to itself
  }
  return `, got ${text.length > 60 ? `${text.slice(0, 57)}...` : text}`
}

/** One sentence for the first thing wrong with `input`. */
export function describeOptionIssue(first: Issue, input: unknown, schema: z.core.$ZodType): string {
  const issue = innermost(first)
  const field = fieldName(issue.path)
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0]!
    const suggestion = nearest(key, issue.path.join('.'), shapes(schema))
    return `unknown option '${key}'${field ? ` in ${field}` : ''}${suggestion ? `: did you mean ${suggestion}?` : ''}`
  }
  // A record's key broke its rule (a theme variable's name): the key is what to fix, its value does not matter.
  if (issue.code === 'invalid_key') return `${field}: ${issue.issues[0]?.message}`
  // zod's own text is "Invalid input" whatever went wrong; the options' rules carry their own (with an example).
  const expected =
    issue.message !== 'Invalid input'
      ? issue.message
      : issue.code === 'invalid_type'
        ? `expected ${field ? (issue.expected === 'array' ? 'a list' : `a${/^[aeiou]/.test(issue.expected) ? 'n' : ''} ${issue.expected}`) : 'an options object'}`
        : issue.code === 'invalid_value'
          ? `expected ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}`
          : issue.code === 'too_small'
            ? `expected at least ${issue.minimum}${issue.origin === 'string' ? ' character' : issue.origin === 'array' ? ' item' : ''}`
            : issue.code === 'too_big'
              ? `expected at most ${issue.maximum}`
              : 'expected something else'
  return `${field || 'options'}: ${expected}${given(input, issue.path)}`
}
