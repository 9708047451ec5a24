// The WalletConnect sign client, loaded on first use (it is the largest dependency Latch has and never belongs to
// the first click) and initialised once per page on the configured relay.
import type { SignClient as SignClientClass } from '@walletconnect/sign-client'
import { loadOnce } from '../loadOnce'

export type SignClient = Awaited<ReturnType<typeof SignClientClass.init>>

export type SignClientOptions = {
  projectId: string
  relayUrl?: string
  metadata: { name: string; description: string; url: string; icons: string[] }
  /** A relay of our own (the devstack's): WalletConnect's Verify service is on the internet and would hold every
   * connect and request for 5 s waiting for an iframe that cannot load (STACK-NOTES), so it is switched off. */
  offline: boolean
}

export function createSignClientLoader(options: SignClientOptions): () => Promise<SignClient> {
  // A failed start is not kept: the next pairing tries again.
  return loadOnce(async () => {
    const { SignClient } = await import('@walletconnect/sign-client')
    const client = await SignClient.init({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      metadata: options.metadata,
      telemetryEnabled: false,
      customStoragePrefix: 'latch',
    })
    if (options.offline) (client.core.verify as unknown as { isDevEnv: boolean }).isDevEnv = true
    return client
  })
}
