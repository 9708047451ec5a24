// The two stand-in provider pages (issue 36): each in its provider's colours, showing every URL parameter it got (a
// row each, `data-testid="param-<name>"`, whose text is the value: the name is drawn from an attribute by CSS), the
// purchase it computed (quote.ts) and a Pay button. Everything from the URL is escaped on the way into the HTML; the
// page's script reads its data from a JSON block and writes only textContent. Pay posts the purchase to /pay and waits
// for the funds to be on chain; then coinbase tells its opener at redirectUrl's origin
//   { type: 'latch:onramp', provider: 'coinbase', status: 'success', purchaseAmount, currency }
// and closes, meld just closes; a failed payment is shown and the page stays open.
import type { PageModel, ProviderName } from './purchase'
import { FEE_BASIS_POINTS } from './quote'

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

/** JSON safe inside a <script> element: nothing in it can close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

type Look = { title: string; css: string }

const LOOKS: Readonly<Record<ProviderName, Look>> = {
  coinbase: {
    title: 'Coinbase (devstack stand-in)',
    css: `body{background:#fff;color:#0a0b0d}header{background:#0052ff;color:#fff}button.pay{background:#0052ff;color:#fff;border-radius:56px}
th,td{border-bottom:1px solid #dee1e7}.summary{background:#f5f8ff;border:1px solid #c9d8ff}a,.accent{color:#0052ff}`,
  },
  meld: {
    title: 'Meld (devstack stand-in)',
    css: `body{background:#14101f;color:#ece8f7}header{background:linear-gradient(90deg,#4b1fa8,#7b3fe4);color:#fff}
button.pay{background:#9d6bff;color:#14101f;border-radius:10px}th,td{border-bottom:1px solid #2e2645}
.summary{background:#1f1832;border:1px solid #4b3a78}a,.accent{color:#b99bff}`,
  },
}

const BASE_CSS = `*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif}
header{padding:18px 24px;font-weight:700;font-size:18px}main{max-width:640px;margin:0 auto;padding:20px 24px}
table{width:100%;border-collapse:collapse;margin:8px 0 20px;font-size:13px}th,td{text-align:left;padding:6px 8px;vertical-align:top}
th{width:34%;font-weight:600}th[data-name]::before{content:attr(data-name)}td{word-break:break-all;font-family:ui-monospace,monospace}
.summary{border-radius:12px;padding:14px 16px;margin:0 0 16px}.summary p{margin:4px 0}.problem,.error{color:#e5484d;font-weight:600}
button.pay{border:0;padding:12px 28px;font-size:16px;font-weight:700;cursor:pointer}button.pay:disabled{opacity:.45;cursor:default}
form.amount{display:flex;gap:8px;margin:0 0 16px}form.amount input[type=text]{flex:1;padding:8px;font-size:15px}`

// The page's only script: data from #latch-purchase, text written with textContent, the message sent only to the
// origin the page was given, never '*'.
const PAY_SCRIPT = `(() => {
  const data = JSON.parse(document.getElementById('latch-purchase').textContent)
  const button = document.querySelector('[data-testid="pay"]')
  const status = document.querySelector('[data-testid="pay-status"]')
  const failure = document.querySelector('[data-testid="pay-error"]')
  if (!button || !data.purchase) return
  button.addEventListener('click', async () => {
    button.disabled = true
    failure.textContent = ''
    status.textContent = 'Paying…'
    try {
      const response = await fetch('/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data.purchase) })
      let body = null
      try { body = await response.json() } catch { body = null }
      if (!response.ok || !body) throw new Error((body && body.message) || 'HTTP ' + response.status)
      status.textContent = 'Paid: ' + body.purchaseAmount + ' ' + body.currency + ' sent to ' + body.address
      if (data.notifyOrigin && window.opener) {
        window.opener.postMessage({ type: 'latch:onramp', provider: data.provider, status: 'success', purchaseAmount: body.purchaseAmount, currency: body.currency }, data.notifyOrigin)
      }
      window.close()
    } catch (error) {
      status.textContent = ''
      failure.textContent = 'Payment failed: ' + (error instanceof Error ? error.message : String(error))
      button.disabled = false
    }
  })
})()`

const METHOD_NAMES = { card: 'card', ach_bank_account: 'bank transfer (ACH)' } as const

function paramRows(params: PageModel['params']): string {
  if (params.length === 0) return '<tr><td colspan="2">(none)</td></tr>'
  return params.map(([name, value]) => `<tr data-testid="param-${escapeHtml(name)}"><th scope="row" data-name="${escapeHtml(name)}"></th><td>${escapeHtml(value)}</td></tr>`).join('\n')
}

function summary(model: PageModel): string {
  const { quoted, purchase } = model
  if (!quoted || !purchase) return `<p class="problem" data-testid="purchase-problem">${escapeHtml(model.problem ?? 'Nothing to buy')}</p>`
  const { quote } = quoted
  return [
    `<p>You pay <strong data-testid="payment-total">${escapeHtml(quote.paymentTotal.amount)} ${escapeHtml(quote.paymentTotal.currency)}</strong> by ${METHOD_NAMES[quoted.paymentMethod]}</p>`,
    `<p>Fee <span data-testid="purchase-fee">${escapeHtml(quote.coinbaseFee.amount)} ${escapeHtml(quote.coinbaseFee.currency)}</span> (${Number(FEE_BASIS_POINTS[quoted.paymentMethod]) / 100} %)</p>`,
    `<p>You get <strong class="accent" data-testid="purchase-amount">${escapeHtml(quote.purchaseAmount.amount)} ${escapeHtml(quote.purchaseAmount.currency)}</strong> on ${escapeHtml(quoted.network.displayName)} (<span data-testid="purchase-network">${escapeHtml(quoted.network.caipNetworkId)}</span>)</p>`,
    `<p>To <span data-testid="purchase-address">${escapeHtml(purchase.address)}</span></p>`,
  ].join('\n')
}

/** Asks for the amount when the URL had none: the same page again, every other parameter kept. */
function amountForm(model: PageModel): string {
  if (model.quoted || model.params.some(([name]) => name === model.amountParam)) return ''
  const hidden = model.params.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('')
  return `<form class="amount" method="get" data-testid="amount-form">${hidden}<input type="text" inputmode="decimal" name="${escapeHtml(model.amountParam)}" placeholder="Amount in USD, e.g. 20.00" aria-label="Amount in USD"><button type="submit">Quote</button></form>`
}

/** The whole page; `nonce` is the one its Content-Security-Policy lets run. */
export function renderPage(model: PageModel, nonce: string): string {
  const look = LOOKS[model.provider]
  const data = { provider: model.provider, purchase: model.purchase, notifyOrigin: model.notifyOrigin }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${look.title}</title><style>${BASE_CSS}\n${look.css}</style></head>
<body data-provider="${model.provider}">
<header data-testid="provider-title">${look.title}</header>
<main>
<h2>Parameters received</h2>
<table data-testid="params"><tbody>
${paramRows(model.params)}
</tbody></table>
<h2>Purchase</h2>
<div class="summary" data-testid="purchase">
${summary(model)}
</div>
${amountForm(model)}
<button type="button" class="pay" data-testid="pay"${model.purchase ? '' : ' disabled'}>Pay</button>
<p data-testid="pay-status" role="status"></p>
<p class="error" data-testid="pay-error" role="alert"></p>
</main>
<script type="application/json" id="latch-purchase">${scriptJson(data)}</script>
<script nonce="${nonce}">${PAY_SCRIPT}</script>
</body></html>`
}

/** What the page lets happen: its own inline script and styles, fetches and forms to itself, nothing else. */
export function contentSecurityPolicy(nonce: string): string {
  return `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; base-uri 'none'; img-src data:`
}
