// A failed check of createLatch's options, told as the developer fixes it (issue 33): where (the path as written in
// code), what was expected (the rule's own message, with an example), and what was given; an unknown key names the
// nearest known option, in the same object or wherever it belongs ('apiUrl' at the top level is 'services.apiUrl').
// A development build only (config.ts): a production build keeps briefOptionIssue's shorter sentence, as React keeps
// only its error codes, and ships none of this before the first click (about 0.7 KiB gzip).
import type { z } from 'zod/mini'

type Issue = z.core.$ZodIssue
type Def = { shape?: Record<string, z.core.$ZodType>; innerType?: z.core.$ZodType }

// A network is an id, a chain or an object, `siwx` is `true` or a verifier. A branch that failed on the value's
// type, or on not being its literal, does not apply; of the others, the one with the fewest complaints is what the
// developer meant. A tie means none is close: the union's own message says what it takes.
const notThisBranch = ({ path, code }: Issue) => !path.length && (code == 'invalid_type' || code == 'invalid_value')

function innermost(issue: Issue): Issue {
  if (issue.code != 'invalid_union') return issue
  const [best, next] = issue.errors.filter((branch) => !notThisBranch(branch[0]!)).sort((a, b) => a.length - b.length)
  if (!best || next?.length == best.length) return issue
  const inner = innermost(best[0]!)
  return { ...inner, path: [...issue.path, ...inner.path] }
}

/** Edits from one name to the other, case ignored. */
function distance(from: string, to: string): number {
  const a = from.toLowerCase()
  const b = to.toLowerCase()
  let row = [...Array(b.length + 1).keys()]
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + +(a[i - 1] != b[j - 1]))
    row = next
  }
  return row[b.length]!
}

/** The known option an unknown key most likely meant: a near spelling in its own object first, else in another
 * object of the options (named by its full path). */
function nearest(key: string, where: string, schema: z.core.$ZodType): string | undefined {
  const objects: [string, string[]][] = []
  const visit = (type: z.core.$ZodType, path: string) => {
    const { shape, innerType } = type._zod.def as Def
    if (innerType) visit(innerType, path)
    if (!shape) return
    objects[path == where ? 'unshift' : 'push']([path, Object.keys(shape)])
    for (const name in shape) visit(shape[name]!, path ? `${path}.${name}` : name)
  }
  visit(schema, '')
  for (const [path, names] of objects) {
    const found = names.find((name) => distance(key, name) <= (key.length < 5 ? 1 : 2))
    if (found) return path == where ? `'${found}'` : path ? `'${path}.${found}'` : `the top-level '${found}'`
  }
}

const fieldOf = (path: readonly PropertyKey[]) => path.map((key, index) => (typeof key == 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`)).join('')

/** A production build's sentence: where, and the rule's own message (with its example), or the unknown key. */
export function briefOptionIssue({ path, code, message, ...issue }: Issue): string {
  const field = fieldOf(path)
  return code == 'unrecognized_keys' ? `unknown option '${(issue as { keys: string[] }).keys[0]}'${field && ` in ${field}`}` : `${field || 'options'}: ${message}`
}

/** A development build's sentence for the first thing wrong with `input`: where, what the rule expects, what was
 * given, and for an unknown key the nearest known one. */
export function describeOptionIssue(first: Issue, input: unknown, schema: z.core.$ZodType): string {
  const issue = innermost(first)
  const { path, code } = issue
  const field = fieldOf(path)
  if (code == 'unrecognized_keys') {
    const suggestion = nearest(issue.keys[0]!, path.join('.'), schema)
    return `unknown option '${issue.keys[0]}'${field && ` in ${field}`}${suggestion ? `: did you mean ${suggestion}?` : ''}`
  }
  // A record's key broke its rule (a theme variable's name): the key is what to fix, not its value.
  if (code == 'invalid_key') return `${field}: ${issue.issues[0]!.message}`
  // zod's own text is "Invalid input" whatever went wrong; the options' rules carry their own (with an example).
  const expected =
    issue.message != 'Invalid input'
      ? issue.message
      : code == 'invalid_type'
        ? `expected ${!field ? 'an options object' : issue.expected == 'array' ? 'a list' : `a${/^[aeiou]/.test(issue.expected) ? 'n' : ''} ${issue.expected}`}`
        : code == 'invalid_value'
          ? `expected ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}`
          : code == 'too_small'
            ? `expected at least ${issue.minimum}${issue.origin == 'number' ? '' : issue.origin == 'string' ? ' character' : ' item'}`
            : code == 'too_big'
              ? `expected at most ${issue.maximum}`
              : issue.message
  const value = path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown> | undefined)?.[key], input)
  let given: string | undefined
  try {
    given = typeof value == 'function' ? 'a function' : JSON.stringify(value)
  } catch {
    given = String(value) // a bigint, or an object that refers to itself
  }
  return `${field || 'options'}: ${expected}${given ? `, got ${given.length > 60 ? `${given.slice(0, 57)}...` : given}` : ''}`
}
