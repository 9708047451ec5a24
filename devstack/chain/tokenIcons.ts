// The devstack's token icons as data: URIs: no image host to run, nothing fetched from outside 127.0.0.1, and the
// same URL works in the blockchain API's answers and in the test wallet's wallet_getAssets.
function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

function coin(fill: string, label: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${fill}"/>` +
      `<text x="32" y="41" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )
}

export const ETH_ICON_URL = coin('#627eea', 'Ξ')
export const LTD_ICON_URL = coin('#1f8a5b', '$')
export const LTB_ICON_URL = coin('#b7791f', '★')
export const SOL_ICON_URL = coin('#9945ff', '◎')
export const LSD_ICON_URL = coin('#14f195', 'S')
/** The test USDC, on chain A and on the local Solana. */
export const USDC_ICON_URL = coin('#2775ca', '$')
/** For tokens the devstack did not deploy (a test's own ERC-20): something to draw rather than a broken image. */
export const UNKNOWN_TOKEN_ICON_URL = coin('#718096', '?')
