// The frame server's HTML: GET /frame, the page the app's hidden iframe loads (nothing to see beyond its title; its
// script does the work, and the allowed ancestors ride in a JSON element so the script can check its parent), and
// GET /verify-device's answer, the page a person sees after opening the approval link from their mail.
// Issue 35: both wear the app's theme from the same tokens: the frame's page as SYNC_THEME sets it (approvalView.ts),
// the verify page as its link's query says (frameTheme.ts), applied here since that page runs no script.
import { escapeHtml } from '../providerApi/eventsPage'
import { DEFAULT_THEME, themeProperties, type FrameTheme } from './frameTheme'

export const CONFIG_ELEMENT_ID = 'latch-frame-config'

/** The /verify-device page's own policy: no script at all, not embeddable anywhere. */
export const PLAIN_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

// The frame's palette, light and dark (data-theme on <html> picks it; the app's variables override single tokens as
// properties on <html>, frameTheme.ts). Text on background meets WCAG AA in both themes (axe runs on the approval).
const THEME_TOKENS = `
:root{color-scheme:light;font:14px/1.4 system-ui,sans-serif;--bg:#fff;--fg:#141414;--muted:#454545;--line:#d0d0d0;--edge:#8a8a8a;--primary:#1b5fd1;--on-primary:#fff;--warn:#a3001b}
:root[data-theme=dark]{color-scheme:dark;--bg:#1b1b1b;--fg:#f2f2f2;--muted:#c4c4c4;--line:#4a4a4a;--primary:#3b7bea;--on-primary:#000;--warn:#ff9b9b}
body{margin:0;background:var(--bg);color:var(--fg)}
`

// The approval's look (approvalView.ts): the modal's width, long values wrapped and scrolled, never cut.
const APPROVAL_CSS = `${THEME_TOKENS}
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

// The verify page's look: one card in the middle, the accent as its top edge (not as text, so an app's accent needs no
// contrast with the page's text); the font family stays on <html>, where the app's --latch-font sets it.
const VERIFY_CSS = `${THEME_TOKENS}
body{padding:3rem 1rem;font-size:16px}
main{max-width:32rem;margin:0 auto;padding:4px 24px 8px;border:1px solid var(--line);border-top:4px solid var(--primary);border-radius:8px}
h1{font-size:20px}
`

/** <html>'s attributes for a theme: the mode, and the app's variables as properties. The values were checked
 * (frameTheme.ts) and are escaped all the same: nothing from a link reaches the page as markup. */
function themedRoot(theme: FrameTheme): string {
  const style = themeProperties(theme.variables)
    .flatMap(([property, value]) => (value === undefined ? [] : [`${property}:${value}`]))
    .join(';')
  return `lang="en" data-theme="${escapeHtml(theme.mode)}"${style ? ` style="${escapeHtml(style)}"` : ''}`
}

export function verifyDevicePage(approved: boolean, theme: FrameTheme = DEFAULT_THEME): string {
  const [title, text] = approved
    ? ['Device approved', 'Device approved, you can return to the app.']
    : ['Link not valid', 'This approval link is not valid: it was already used, has expired or was never sent. Ask the app for a new one.']
  return `<!doctype html>
<html ${themedRoot(theme)}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Latch: ${title}</title>
<style>${VERIFY_CSS}</style>
</head>
<body>
<main><h1>${title}</h1><p>${text}</p></main>
</body>
</html>
`
}
