/** The embedded wallet's connector id (SPEC §1 connector type AUTH): its provider is the frame's (frameProvider.ts). */
export const EMBEDDED_CONNECTOR_ID = 'auth'
