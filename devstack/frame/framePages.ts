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

// The approval's look (approvalView.ts): the modal's width, readable in light and dark, long values wrapped and
// scrolled, never cut. Contrast meets WCAG AA in both schemes (axe runs on it).
const APPROVAL_CSS = `
:root{color-scheme:light dark;font:14px/1.4 system-ui,sans-serif}
body{margin:0;background:#fff;color:#141414}
.approval{display:flex;flex-direction:column;gap:12px;padding:4px 16px 16px;outline:none}
h1{font-size:16px;margin:8px 0 0}
h2{font-size:13px;margin:0 0 4px;color:#454545}
.approval-body{max-height:360px;overflow:auto;border:1px solid #d0d0d0;border-radius:8px;padding:8px}
.approval-body:focus-visible{outline:2px solid #1b5fd1}
section+section{margin-top:10px}
dl{margin:0}
.row{display:grid;grid-template-columns:minmax(72px,30%) 1fr;gap:8px;padding:2px 0}
dt{color:#454545}
.warning dt,.warning dd{color:#a3001b;font-weight:600}
dd{margin:0;font-family:ui-monospace,monospace;font-size:12px;overflow-wrap:anywhere;white-space:pre-wrap}
.actions{display:flex;gap:8px}
button{flex:1;font:inherit;font-weight:600;padding:10px;border-radius:8px;border:1px solid #8a8a8a;background:#fff;color:#141414;cursor:pointer}
button.primary{background:#1b5fd1;border-color:#1b5fd1;color:#fff}
button:focus-visible{outline:2px solid #1b5fd1;outline-offset:2px}
@media (prefers-color-scheme:dark){
body{background:#1b1b1b;color:#f2f2f2}
h2,dt{color:#c4c4c4}
.warning dt,.warning dd{color:#ff9b9b}
.approval-body{border-color:#4a4a4a}
button{background:#1b1b1b;color:#f2f2f2;border-color:#8a8a8a}
button.primary{background:#3b7bea;border-color:#3b7bea;color:#000}
}
`

export function framePage(allowedAncestors: readonly string[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Latch embedded wallet</title>
<link rel="icon" href="data:,">
<style>${APPROVAL_CSS}</style>
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
