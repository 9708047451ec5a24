// zod/mini by name (issue 33). Modules write `import * as z from '../core/zod'` and `z.object(…)` as before; Latch's
// bundle resolves each `z.<name>` to a named import of zod/mini. The package's own `z` is one object holding all of
// zod (its locales, JSON schema, ISO helpers), which a bundler that does not follow property reads on it (Next's
// Turbopack) keeps whole: 83 KiB of a Next app's first click, against about 8 for what Latch uses.
export { NEVER, array, boolean, coerce, custom, enum, extend, gte, int, literal, looseObject, lte, maxLength, minLength, never, nullable, number, object, optional, partialRecord, pipe, positive, record, refine, regex, safeParse, strictObject, string, transform, union, unknown, uuid } from 'zod/mini'
export type { core, infer, input, output, ZodMiniType } from 'zod/mini'
