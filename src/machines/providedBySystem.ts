// A machine names its actors in setup() and the system implements them (machine.provide(), src/system): until then
// an actor fails, saying which. One helper for every machine, so the first click carries it once.
export const providedBySystem = (name: string) => (): Promise<never> => Promise.reject(new Error(`${name} is provided by system.ts`))
