// What the frame's RPC answers when it will not sign or send (the error answer's message).
export const UNSUPPORTED_CHAIN = 'Unsupported chain'
export const INVALID_PARAMS = 'Invalid params'
export const NOT_YOUR_ACCOUNT = 'The address is not the signed-in account'
