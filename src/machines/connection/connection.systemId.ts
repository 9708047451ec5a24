// One connection flow per namespace that has connectors here (SPEC §3 account state per namespace): several can be
// connected at once. Flows and views find each namespace's by its systemId.
import type { ChainNamespace } from '../../core/caip'

export const CONNECTION_NAMESPACES = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]
export type ConnectionNamespace = (typeof CONNECTION_NAMESPACES)[number]

/** The EVM flow keeps the plain name the inspector and older code know it by. */
export const connectionSystemId = (namespace: ChainNamespace): string => (namespace === 'eip155' ? 'connection' : `connection.${namespace}`)
