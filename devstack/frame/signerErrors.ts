// What the frame's RPC answers when it will not sign or send (the error answer's message).
export const UNSUPPORTED_CHAIN = 'Unsupported chain'
export const INVALID_PARAMS = 'Invalid params'
export const NOT_YOUR_ACCOUNT = 'The address is not the signed-in account'
/** The frame's word for what it does not do yet (requests.ts answers later logins with it too). */
export const NOT_SUPPORTED_YET = 'Not supported by this frame yet'
/** An approval method reached the signer without the person's approval (requests.ts shows it to them first). */
export const NEEDS_APPROVAL = 'This request is signed only after the person approves it in the frame'
