// SPEC §3's entities as the blockchain API must answer them, written from the spec's words rather than from the
// devstack's code: "Token balance: name, symbol, chainId, address, value, price, quantity{decimals, numeric},
// iconUrl" and "Transaction (history): id, metadata (minedAt, chain, status, operationType, sentFrom, sentTo),
// transfers (nft_info or fungible_info, quantity)", with the brief's value sets.
import { z } from 'zod'

const caipNetworkId = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)

export const tokenBalanceShape = z.strictObject({
  name: z.string().min(1),
  symbol: z.string().min(1),
  chainId: caipNetworkId,
  // The token contract's CAIP-10 address; none for the native currency.
  address: z.string().regex(/^eip155:\d+:0x[0-9a-fA-F]{40}$/).optional(),
  value: z.number(),
  price: z.number(),
  quantity: z.strictObject({ decimals: z.string().regex(/^\d+$/), numeric: z.string().regex(/^\d+(\.\d+)?$/) }),
  iconUrl: z.string().min(1),
})

export const balanceAnswerShape = z.strictObject({ balances: z.array(tokenBalanceShape) })

export const transactionShape = z.object({
  id: z.string().min(1),
  metadata: z.object({
    minedAt: z.iso.datetime(),
    chain: caipNetworkId,
    status: z.enum(['confirmed', 'failed']),
    operationType: z.enum(['send', 'receive', 'execute']),
    sentFrom: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    sentTo: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  }),
  transfers: z.array(
    z.object({
      fungible_info: z.object({ name: z.string(), symbol: z.string(), icon: z.object({ url: z.string() }) }),
      direction: z.enum(['in', 'out']),
      quantity: z.object({ numeric: z.string().regex(/^\d+(\.\d+)?$/) }),
      value: z.number().optional(),
      price: z.number().optional(),
    }),
  ),
})

export const historyAnswerShape = z.strictObject({ data: z.array(transactionShape), next: z.string().min(1).optional() })
