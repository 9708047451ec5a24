// The summary's token facts read from the chain the frame signs for: decimals, symbol and name as ERC-20 has them,
// and ERC-165's word on ERC-721. Each read stands alone (a token may answer some and not others) and its answer is
// checked with zod; a contract that answers none of them is no token this summary can name (undefined). Answers
// are kept per address for the frame's life: a dev chain's tokens do not change their names.
import { erc20Abi, parseAbi, type Address } from 'viem'
import { z } from 'zod/mini'
import { localChainClients } from '../localChainClients'
import type { TokenFacts, TokenReads } from './tokenFacts'

const erc165Abi = parseAbi(['function supportsInterface(bytes4 interfaceId) view returns (bool)'])
const ERC721_INTERFACE = '0x80ac58cd'

const decimalsSchema = z.number().check(z.int(), z.gte(0), z.lte(255))
const textSchema = z.string().check(z.minLength(1), z.maxLength(200))

export function createTokenReads(options: { chainUrl: string; chainId: number; fetch?: typeof fetch }): TokenReads {
  const { client } = localChainClients(options)
  const known = new Map<string, TokenFacts>()

  async function answer<T>(read: () => Promise<unknown>, schema: z.ZodMiniType<T>): Promise<T | undefined> {
    try {
      const parsed = z.safeParse(schema, await read())
      return parsed.success ? parsed.data : undefined
    } catch {
      return undefined
    }
  }

  return {
    async token(address: Address): Promise<TokenFacts | undefined> {
      const kept = known.get(address.toLowerCase())
      if (kept) return kept
      const [decimals, symbol, name, isErc721] = await Promise.all([
        answer(() => client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }), decimalsSchema),
        answer(() => client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }), textSchema),
        answer(() => client.readContract({ address, abi: erc20Abi, functionName: 'name' }), textSchema),
        answer(() => client.readContract({ address, abi: erc165Abi, functionName: 'supportsInterface', args: [ERC721_INTERFACE] }), z.boolean()),
      ])
      const facts: TokenFacts = {
        ...(name === undefined ? {} : { name }),
        ...(symbol === undefined ? {} : { symbol }),
        ...(decimals === undefined || isErc721 === true ? {} : { decimals }),
        ...(isErc721 === true ? { isErc721 } : {}),
      }
      if (Object.keys(facts).length === 0) return undefined
      known.set(address.toLowerCase(), facts)
      return facts
    },
  }
}
