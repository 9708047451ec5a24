// R-RAMP-2: which on-ramp providers a person is offered. An app narrows the list by name (an unknown name adds
// nothing, an empty list leaves none) and a reset brings back SPEC §9's defaults.
import { ONRAMP_PROVIDERS } from './constants'

export type OnRampProviderName = (typeof ONRAMP_PROVIDERS)[number]

/** The providers named in `names`, in the defaults' order. */
export function keepOnRampProviders(names: readonly string[]): OnRampProviderName[] {
  return ONRAMP_PROVIDERS.filter((provider) => names.includes(provider))
}

export const defaultOnRampProviders = (): OnRampProviderName[] => [...ONRAMP_PROVIDERS]
