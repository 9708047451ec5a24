// The parts of a node's answers the indexer and the balance reads use, checked with zod: a chain is outside code.
import { z } from 'zod/mini'

export const hexSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
export const quantitySchema = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
  z.transform((hex) => BigInt(hex)),
)
const addressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

export const blockSchema = z.object({
  number: quantitySchema,
  hash: hexSchema,
  timestamp: quantitySchema,
  transactions: z.array(
    z.object({
      hash: hexSchema,
      from: addressSchema,
      to: z.optional(z.nullable(addressSchema)),
      value: quantitySchema,
      nonce: quantitySchema,
      transactionIndex: quantitySchema,
    }),
  ),
})
export type RpcBlock = z.output<typeof blockSchema>

export const receiptsSchema = z.array(
  z.object({
    transactionHash: hexSchema,
    // Pre-Byzantium receipts have a root instead; anvil always sends a status.
    status: z.optional(hexSchema),
    contractAddress: z.optional(z.nullable(addressSchema)),
    logs: z.array(z.object({ address: addressSchema, topics: z.array(hexSchema), data: hexSchema, logIndex: quantitySchema })),
  }),
)
export type RpcReceipt = z.output<typeof receiptsSchema>[number]

/** A block header as far as a reorg check needs it (null: no such block any more). */
export const blockHashSchema = z.nullable(z.object({ hash: hexSchema }))
