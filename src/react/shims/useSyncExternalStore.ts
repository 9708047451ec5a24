// React 19 has useSyncExternalStore built in; @xstate/react still imports the React 17 shim for it, which would
// ship about 1.5 KiB of dead code in the first click. vite.config.ts points the shim's import here.
export { useSyncExternalStore } from 'react'
