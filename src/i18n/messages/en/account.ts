// Filled by the view conversion of issue 35.
export const account = {} satisfies Record<string, string>
