/** The root's own systemId: a flow whose code has not loaded yet is reached through it (modal.flows.ts). */
export const ROOT_SYSTEM_ID = 'latch'
