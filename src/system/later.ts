// What createLatch loads only once the app asks for it (sessions, RPC, names, the provider's workings, headless
// connect, the first opening's remote config), behind one dynamic import: the first click names one chunk instead
// of six, and each of them, with the chunks it needs, in its preload list (issue 35 won these bytes back).
export const siwxFlow = () => import('./flows/siwxFlow')
export const rpcFlow = () => import('./flows/rpcFlow')
export const namesFlow = () => import('./flows/namesFlow')
export const eip1193Provider = () => import('../provider/eip1193Provider')
export const headless = () => import('../provider/headless')
export const firstOpening = () => import('./firstOpening')
