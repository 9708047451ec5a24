// The devstack's sign-in server (issue 15): start it in-process (tests, devstack/start.ts, the bench).
export { startSiwxServer, type SiwxServer, type SiwxServerOptions } from './server'
