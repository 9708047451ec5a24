// Issue 33: the option types catch at compile time what the run-time check would refuse. Checked by the typecheck
// layer (tsc over tests/): each @ts-expect-error must meet an error, or tsc fails; expectTypeOf pins what is accepted.
import { base, mainnet } from 'viem/chains'
import { defineChain } from 'viem'
import { describe, expectTypeOf, it } from 'vitest'
import type { z } from 'zod/mini'
import type { latchOptionsSchema } from '../../../src/core/config'
import type { LatchNetwork, LatchNetworkId, LatchOptions, LatchServices } from '../../../src/index'
import { createLatch } from '../../../src/index'

type SchemaInput = z.input<typeof latchOptionsSchema>

describe('createLatch option types (issue 33)', () => {
  it('take CAIP-2 ids of the namespaces Latch connects, and nothing shaped otherwise', () => {
    expectTypeOf<'eip155:1'>().toExtend<LatchNetworkId>()
    expectTypeOf<'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'>().toExtend<LatchNetworkId>()
    expectTypeOf<'mainnet'>().not.toExtend<LatchNetwork>()
    expectTypeOf<'0x1'>().not.toExtend<LatchNetwork>()
    expectTypeOf<'eip155-1'>().not.toExtend<LatchNetwork>()
    expectTypeOf<1>().not.toExtend<LatchNetwork>()
    const options = (networks: LatchOptions['networks']): LatchOptions => ({ networks })
    // @ts-expect-error a chain name is not a network id
    options(['mainnet'])
    // @ts-expect-error a hex chain id is not a network id
    options(['0x1'])
    // @ts-expect-error the namespace and reference are joined by a colon
    options(['eip155-1'])
    // @ts-expect-error defaultNetwork is an id too
    expectTypeOf<{ networks: ['eip155:1']; defaultNetwork: 'base' }>().toExtend<LatchOptions>()
  })

  it('take viem chains, from viem/chains or defineChain, mixed with ids', () => {
    const local = defineChain({ id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } })
    expectTypeOf(mainnet).toExtend<LatchNetwork>()
    expectTypeOf(local).toExtend<LatchNetwork>()
    expectTypeOf({ networks: [mainnet, base, local, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] as const }).toExtend<LatchOptions>()
  })

  it('refuse unknown and misplaced options', () => {
    // @ts-expect-error apiUrl belongs in services
    const misplaced: LatchOptions = { networks: ['eip155:1'], apiUrl: 'http://127.0.0.1:5174' }
    void misplaced
    // @ts-expect-error services.apiURL is misspelled
    const services: LatchServices = { apiURL: 'http://127.0.0.1:5174' }
    void services
    // @ts-expect-error an object literal with an unknown key does not compile
    const call = () => createLatch({ networks: ['eip155:1'], themeColour: 'red' })
    void call
    // @ts-expect-error theme variables are --latch-* names
    const theme: LatchOptions = { networks: ['eip155:1'], themeVariables: { color: 'red' } }
    void theme
  })

  it('name the same options as the run-time check, at every level', () => {
    expectTypeOf<keyof LatchOptions>().toEqualTypeOf<keyof SchemaInput>()
    expectTypeOf<keyof NonNullable<LatchOptions['services']>>().toEqualTypeOf<keyof NonNullable<SchemaInput['services']>>()
    expectTypeOf<keyof NonNullable<LatchOptions['features']>>().toEqualTypeOf<keyof NonNullable<SchemaInput['features']>>()
    expectTypeOf<keyof NonNullable<LatchOptions['metadata']>>().toEqualTypeOf<keyof NonNullable<SchemaInput['metadata']>>()
  })
})
