// What the frame server sends its page to show for an approval, checked with zod on both sides (the page's script
// imports this file, so it imports nothing of Node). Plain text only: the page sets it as text, never as HTML, and
// nothing in it is cut short. `warning` marks a row the person should read twice (an unlimited approval, text with
// invisible characters shown escaped); the words of the value say why on their own.
import { z } from 'zod/mini'

export const summaryRowSchema = z.object({ label: z.string(), value: z.string(), warning: z.optional(z.boolean()) })
export const summarySectionSchema = z.object({ heading: z.string(), rows: z.array(summaryRowSchema) })
export const approvalSummarySchema = z.object({ title: z.string().check(z.minLength(1)), sections: z.array(summarySectionSchema) })

export type SummaryRow = z.infer<typeof summaryRowSchema>
export type SummarySection = z.infer<typeof summarySectionSchema>
export type ApprovalSummary = z.infer<typeof approvalSummarySchema>

/** Exactly the words the page shows, in its order: the title, then each heading and its rows as "label: value". */
export function summaryText(summary: ApprovalSummary): string {
  return [summary.title, ...summary.sections.flatMap(({ heading, rows }) => [heading, ...rows.map(({ label, value }) => `${label}: ${value}`)])].join('\n')
}
