// GET /__wallet: the WalletConnect test wallet's page. Static markup with stable data-testids; its script
// (GET /__wallet.js, main.ts) fills it. The provider API writes its relay and chain URLs in as the defaults.
import { CONFIG_ELEMENT_ID } from './config'

export type WcWalletPageDefaults = { relayUrl?: string | undefined; chainUrl?: string | undefined; solanaUrl?: string | undefined }

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; max-width: 44rem; padding: 1rem; line-height: 1.4; }
  section { border: 1px solid #8886; border-radius: 8px; padding: 0.75rem 1rem; margin: 0.75rem 0; }
  h1 { font-size: 1.3rem; } h2 { font-size: 1.05rem; margin: 0 0 0.5rem; }
  textarea { width: 100%; box-sizing: border-box; font: 0.8rem ui-monospace, monospace; }
  pre, output, code { font: 0.8rem ui-monospace, monospace; white-space: pre-wrap; word-break: break-all; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 0.75rem; margin: 0 0 0.75rem; }
  dt { font-weight: 600; } dd { margin: 0; word-break: break-all; }
  button { font: inherit; padding: 0.3rem 0.9rem; margin-right: 0.5rem; }
  [data-testid="wallet-status"] { font-weight: 600; }
  [data-testid="wallet-request-message"] { white-space: pre-wrap; }
  .note { font-size: 0.85rem; opacity: 0.8; }
`

export function wcWalletPage(defaults: WcWalletPageDefaults = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Latch WalletConnect test wallet</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
<script type="application/json" id="${CONFIG_ELEMENT_ID}">${scriptJson({ relayUrl: defaults.relayUrl, chainUrl: defaults.chainUrl, solanaUrl: defaults.solanaUrl })}</script>
<script src="/__wallet.js" defer></script>
</head>
<body>
<main>
  <h1>Latch WalletConnect test wallet</h1>
  <p class="note">Dev keys on the local chain (eip155:31337) and the local Solana, public to everyone: never real value.</p>
  <p>Status: <span role="status" aria-live="polite" data-testid="wallet-status">loading</span></p>

  <section aria-labelledby="pair-heading">
    <h2 id="pair-heading">Pair</h2>
    <form data-testid="wallet-pair-form">
      <label for="wallet-uri">Pairing URI</label>
      <textarea id="wallet-uri" name="uri" rows="3" spellcheck="false" autocomplete="off" placeholder="wc:…" data-testid="wallet-uri"></textarea>
      <button type="submit" data-testid="wallet-pair">Pair</button>
    </form>
  </section>

  <section aria-labelledby="proposal-heading" data-testid="wallet-proposal" hidden>
    <h2 id="proposal-heading">Session proposal</h2>
    <dl>
      <dt>Dapp</dt><dd data-testid="wallet-proposal-name"></dd>
      <dt>URL</dt><dd data-testid="wallet-proposal-url"></dd>
      <dt>Chains</dt><dd data-testid="wallet-proposal-chains"></dd>
      <dt>Methods</dt><dd data-testid="wallet-proposal-methods"></dd>
    </dl>
    <button type="button" aria-label="Approve session" data-testid="wallet-approve-session">Approve</button>
    <button type="button" aria-label="Reject session" data-testid="wallet-reject-session">Reject</button>
  </section>

  <section aria-labelledby="request-heading" data-testid="wallet-request" hidden>
    <h2 id="request-heading">Request</h2>
    <dl>
      <dt>Dapp</dt><dd data-testid="wallet-request-dapp"></dd>
      <dt>Method</dt><dd data-testid="wallet-request-method"></dd>
      <dt data-testid="wallet-request-message-label" hidden>Message</dt><dd data-testid="wallet-request-message" hidden></dd>
      <dt>Chain</dt><dd data-testid="wallet-request-chain"></dd>
      <dt>Waiting</dt><dd data-testid="wallet-request-queued"></dd>
    </dl>
    <pre aria-label="Request parameters" data-testid="wallet-request-params"></pre>
    <button type="button" aria-label="Approve request" data-testid="wallet-approve-request">Approve</button>
    <button type="button" aria-label="Reject request" data-testid="wallet-reject-request">Reject</button>
  </section>

  <section aria-labelledby="result-heading">
    <h2 id="result-heading">Last result</h2>
    <output aria-labelledby="result-heading" data-testid="wallet-last-result"></output>
  </section>

  <section aria-labelledby="sessions-heading">
    <h2 id="sessions-heading">Sessions</h2>
    <p data-testid="wallet-no-sessions">No sessions.</p>
    <ul data-testid="wallet-sessions"></ul>
  </section>

  <section aria-labelledby="settings-heading">
    <h2 id="settings-heading">Wallet</h2>
    <dl>
      <dt>Account</dt><dd><code data-testid="wallet-account"></code> (#<span data-testid="wallet-account-index"></span>)</dd>
      <dt>Relay</dt><dd><code data-testid="wallet-relay-url"></code></dd>
      <dt>Chain</dt><dd><code data-testid="wallet-chain-url"></code></dd>
      <dt>Solana account</dt><dd><code data-testid="wallet-solana-account"></code></dd>
      <dt>Solana RPC</dt><dd><code data-testid="wallet-solana-url"></code></dd>
    </dl>
    <p><label><input type="checkbox" data-testid="wallet-auto-approve"> Approve sessions and requests automatically</label></p>
    <button type="button" data-testid="wallet-switch-account">Switch to account #2 (accountsChanged)</button>
  </section>
</main>
</body>
</html>
`
}
