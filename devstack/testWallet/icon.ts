// The wallet's EIP-6963 icon: a data: URI (Latch refuses any other kind), a padlock on the devstack's green.
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#1f8a5b"/>' +
  '<rect x="26" y="42" width="44" height="32" rx="6" fill="#fff"/><path d="M34 42V32a14 14 0 0 1 28 0v10" fill="none" stroke="#fff" stroke-width="7"/>' +
  '<circle cx="48" cy="56" r="5" fill="#1f8a5b"/></svg>'

export const TEST_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(SVG)}`
/** The same icon as the Wallet Standard requires it: a base64 data: URI. */
export const TEST_WALLET_ICON_BASE64 = `data:image/svg+xml;base64,${btoa(SVG)}` as const
