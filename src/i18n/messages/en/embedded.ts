// Filled by the view conversion of issue 35.
export const embedded = {} satisfies Record<string, string>
