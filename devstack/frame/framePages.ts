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

// The approval's look (approvalView.ts): the modal's width, the app's theme (SYNC_THEME sets data-theme), long values
// wrapped and scrolled, never cut. Contrast meets WCAG AA in both themes (axe runs on it).
const APPROVAL_CSS = `
:root{color-scheme:light;font:14px/1.4 system-ui,sans-serif;--bg:#fff;--fg:#141414;--muted:#454545;--line:#d0d0d0;--edge:#8a8a8a;--primary:#1b5fd1;--on-primary:#fff;--warn:#a3001b}
:root[data-theme=dark]{color-scheme:dark;--bg:#1b1b1b;--fg:#f2f2f2;--muted:#c4c4c4;--line:#4a4a4a;--primary:#3b7bea;--on-primary:#000;--warn:#ff9b9b}
body{margin:0;background:var(--bg);color:var(--fg)}
.approval{display:flex;flex-direction:column;gap:12px;padding:4px 16px 16px;outline:none}
h1{font-size:16px;margin:8px 0 0}
h2{font-size:13px;margin:0 0 4px;color:var(--muted)}
.approval-body{max-height:360px;overflow:auto;border:1px solid var(--line);border-radius:8px;padding:8px}
.approval-body:focus-visible{outline:2px solid var(--primary)}
section+section{margin-top:10px}
dl{margin:0}
.row{display:grid;grid-template-columns:minmax(72px,30%) 1fr;gap:8px;padding:2px 0}
dt{color:var(--muted)}
.warning dt,.warning dd{color:var(--warn);font-weight:600}
dd{margin:0;font-family:ui-monospace,monospace;font-size:12px;overflow-wrap:anywhere;white-space:pre-wrap}
.actions{display:flex;gap:8px}
button{flex:1;font:inherit;font-weight:600;padding:10px;border-radius:8px;border:1px solid var(--edge);background:var(--bg);color:var(--fg);cursor:pointer}
button.primary{background:var(--primary);border-color:var(--primary);color:var(--on-primary)}
button[aria-disabled=true]{cursor:default}
button:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
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
