// The frame server's HTML: GET /frame, the page the app's hidden iframe loads (nothing to see beyond its title; its
// script does the work, and the allowed ancestors ride in a JSON element so the script can check its parent), and
// GET /verify-device's answer, the page a person sees after opening the approval link from their mail.
export const CONFIG_ELEMENT_ID = 'latch-frame-config'

/** The /verify-device page's own policy: no script at all, not embeddable anywhere. */
export const PLAIN_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

export function framePage(allowedAncestors: readonly string[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Latch embedded wallet</title>
<link rel="icon" href="data:,">
<script type="application/json" id="${CONFIG_ELEMENT_ID}">${scriptJson({ allowedAncestors })}</script>
<script src="/frame.js" defer></script>
</head>
<body></body>
</html>
`
}

export function verifyDevicePage(approved: boolean): string {
  const [title, text] = approved
    ? ['Device approved', 'Device approved, you can return to the app.']
    : ['Link not valid', 'This approval link is not valid: it was already used, has expired or was never sent. Ask the app for a new one.']
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Latch: ${title}</title>
<style>body{font:16px system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem}</style>
</head>
<body>
<main><h1>${title}</h1><p>${text}</p></main>
</body>
</html>
`
}
