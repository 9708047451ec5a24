// The devstack's embedded-wallet frame (issue 14): start it in-process (tests, devstack/start.ts).
export { startFrame, type FrameOptions, type FrameServer } from './server'
export { DEFAULT_ALLOWED_ANCESTORS, parseAllowedOrigins } from './ancestors'
export type { FrameFaults, FrameFaultPatch } from './faults'
