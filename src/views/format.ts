// An address shortened for the connect button (in the first click): the views' other formatting is in
// formatValues.ts, which loads with them.

/** 0x1234…abcd: enough of both ends to recognise an address. */
export function truncateAddress(address: string, head = 6, tail = 4): string {
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`
}
