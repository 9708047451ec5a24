// Filled by the view conversion of issue 35.
export const connect = {} satisfies Record<string, string>
