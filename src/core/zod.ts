// zod/mini by name (issue 33). Modules write `import * as z from '../core/zod'` and `z.object(…)` as before; Latch's
// bundle resolves each `z.<name>` to a named import of zod/mini. The package's own `z` is one object holding all of
// zod (its locales, JSON schema, ISO helpers), which a bundler that does not follow property reads on it (Next's
// Turbopack) keeps whole: 83 KiB of a Next app's first click, against about 8 for what Latch uses.
//
// Every function named here that Latch uses anywhere ships in an app's first click, lazy code's too: zod's modules
// are shared with the first click's own schemas, and a bundler splits by module, not by export. So the list leaves
// out what a function already here says as well: z.uuid (zod's string formats, about 0.2 KiB gzip, for one field:
// z.regex with zod's own pattern), z.coerce.number (z.transform to Number) and z.positive (z.gte(1) on an integer).
export { NEVER, array, boolean, custom, enum, extend, gte, int, literal, looseObject, lte, maxLength, minLength, never, nullable, number, object, optional, partialRecord, pipe, record, refine, regex, safeParse, strictObject, string, transform, union, unknown } from 'zod/mini'
export type { core, infer, input, output, ZodMiniType } from 'zod/mini'
