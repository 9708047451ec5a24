// The devstack's sign-in server (issue 15): start it in-process (tests, devstack/start.ts, the bench).
export { startSiwxServer, SIWX_FAULTS, type SiwxServer, type SiwxServerOptions } from './server'
