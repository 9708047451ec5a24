// The event types src/ sends, read from the source with the TypeScript parser (syntax only: a type checker over src/
// and its dependencies' types would take longer than this whole check may).
//
// A sender is an object literal with a `type` property: `send({ type })`, `sendTo(id, { type })`, `raise({ type })`,
// `sendBack({ type })`, `actor.send({ type })`, or an event built ahead and sent later. Every string literal inside
// the initializer counts, so `type: ok ? 'a.b' : 'c.d'` sends both; a template is read when its substitutions are
// literals or string constants of the same file. Not senders, and so never counted:
// - a key of `on: { 'email.reset': … }` (a property name, not a `type:` initializer): that is accepting;
// - `forwardTo('child')`, `sendTo(id, ({ event }) => event)`: passing along an event someone else must send;
// - event type declarations (`type E = { type: 'x.y' }` is a type literal, not an object literal);
// - `event.type === 'x.y'` in guards, `assertEvent(event, 'x.y')`;
// - what a machine emits to its listeners (anything inside `emit(…)` or `enqueue.emit(…)`: `actor.on('toast', …)`
//   hears it, no machine receives it).
// A `type:` initializer the parser cannot (wholly) read (`{ type: event.type }`, `{ type }` of a parameter, a template
// over a parameter) is returned as a dynamic site, for the test to account for by hand; what it could read counts.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

export type DynamicSite = { file: string; line: number; initializer: string }
export type ScannedSource = { sent: { type: string; at: string }[]; dynamic: DynamicSite[] }
export type SentEvents = {
  /** event type → where (`file:line`) it is sent. */
  sent: Map<string, string[]>
  /** `type:` initializers the parser could not read. */
  dynamic: DynamicSite[]
  files: number
}

const isTypeKey = (name: ts.PropertyName) => (ts.isIdentifier(name) || ts.isStringLiteral(name)) && name.text === 'type'

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node) ? unwrap(node.expression) : node

/** `const name = 'literal'` anywhere in the file (scopes are not told apart: a file's string constants are few). */
function stringConstants(file: ts.SourceFile): Map<string, string> {
  const constants = new Map<string, string>()
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclarationList(node) && node.flags & ts.NodeFlags.Const) {
      for (const { name, initializer } of node.declarations) {
        const value = initializer && unwrap(initializer)
        if (ts.isIdentifier(name) && value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) constants.set(name.text, value.text)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return constants
}

type Reading = { types: string[]; unreadable: boolean }
const readable = (types: string[]): Reading => ({ types, unreadable: false })
const either = (a: Reading, b: Reading): Reading => ({ types: [...a.types, ...b.types], unreadable: a.unreadable || b.unreadable })
const joined = (a: Reading, b: Reading): Reading => ({ types: a.types.flatMap((x) => b.types.map((y) => x + y)), unreadable: a.unreadable || b.unreadable })

/** What a `type:` initializer can evaluate to: both arms of a condition, every combination of a template's parts.
 * Anything else (a call, a property access) gives the string literals inside it, and is unreadable when it has none. */
function read(node: ts.Expression, constants: Map<string, string>): Reading {
  const bare = unwrap(node)
  if (ts.isStringLiteral(bare) || ts.isNoSubstitutionTemplateLiteral(bare)) return readable([bare.text])
  if (ts.isIdentifier(bare)) return constants.has(bare.text) ? readable([constants.get(bare.text)!]) : { types: [], unreadable: true }
  if (ts.isConditionalExpression(bare)) return either(read(bare.whenTrue, constants), read(bare.whenFalse, constants))
  if (ts.isBinaryExpression(bare) && bare.operatorToken.kind === ts.SyntaxKind.PlusToken) return joined(read(bare.left, constants), read(bare.right, constants))
  if (ts.isBinaryExpression(bare) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(bare.operatorToken.kind)) {
    return either(read(bare.left, constants), read(bare.right, constants))
  }
  if (ts.isTemplateExpression(bare)) {
    return bare.templateSpans.reduce(
      (sofar, span) => joined(joined(sofar, read(span.expression, constants)), readable([span.literal.text])),
      readable([bare.head.text]),
    )
  }
  const literals: string[] = []
  const visit = (child: ts.Node) => {
    if (ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child)) literals.push(child.text)
    else ts.forEachChild(child, visit)
  }
  visit(bare)
  return { types: literals, unreadable: literals.length === 0 }
}

const isEmit = (node: ts.Node) =>
  ts.isCallExpression(node) &&
  ((ts.isIdentifier(node.expression) && node.expression.text === 'emit') || (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'emit'))

/** One file's senders. `name` is how the file is reported (a path relative to the repository). */
export function scanSource(name: string, text: string): ScannedSource {
  const kind = name.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, kind)
  const constants = stringConstants(file)
  const result: ScannedSource = { sent: [], dynamic: [] }
  const visit = (node: ts.Node) => {
    if (isEmit(node)) return
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        const initializer =
          ts.isPropertyAssignment(property) && isTypeKey(property.name) ? property.initializer
          : ts.isShorthandPropertyAssignment(property) && property.name.text === 'type' ? property.name
          : undefined
        if (!initializer) continue
        const line = file.getLineAndCharacterOfPosition(property.getStart(file)).line + 1
        const { types, unreadable } = read(initializer, constants)
        if (unreadable) result.dynamic.push({ file: name, line, initializer: initializer.getText(file) })
        for (const type of types) result.sent.push({ type, at: `${name}:${line}` })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return result
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** Every .ts/.tsx file under `root`/`dir` (tests live outside src/ and so never count as senders). */
export function sentEventTypes(root: string, dir = 'src'): SentEvents {
  const sent = new Map<string, string[]>()
  const dynamic: DynamicSite[] = []
  const files = sourceFiles(join(root, dir))
  for (const path of files) {
    const scanned = scanSource(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8'))
    for (const { type, at } of scanned.sent) sent.set(type, [...(sent.get(type) ?? []), at])
    dynamic.push(...scanned.dynamic)
  }
  return { sent, dynamic, files: files.length }
}
