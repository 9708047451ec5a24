// The WalletConnect test wallet page's script (GET /__wallet.js, bundled by build.ts): reads its config, starts
// the wallet (wallet.ts) and renders every snapshot into the page's markup (page.ts). Whatever the dapp or the
// relay sent is written with textContent, never as HTML. window.latchWcWallet exposes the wallet to tests and the
// console.
import { CONFIG_ELEMENT_ID, readConfig } from './config'
import { solanaMessageText } from './solanaMessageText'
import { SOLANA_ADDRESS } from './solanaSigner'
import { createWcWallet, type WalletSnapshot, type WcWallet } from './wallet'

type WalletWindow = Window & { latchWcWallet?: WcWallet }

function byTestId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.querySelector<T>(`[data-testid="${id}"]`)
  if (!element) throw new Error(`wallet page: no [data-testid="${id}"]`)
  return element
}

function text(id: string, value: string): void {
  const element = byTestId(id)
  if (element.textContent !== value) element.textContent = value
}

function pageDefaults(): unknown {
  try {
    return JSON.parse(document.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? 'null') as unknown
  } catch {
    return undefined
  }
}

function paramsText(params: unknown): string {
  try {
    return JSON.stringify(params, null, 2) ?? String(params)
  } catch {
    return String(params)
  }
}

function renderSessions(snapshot: WalletSnapshot, wallet: WcWallet): void {
  const list = byTestId('wallet-sessions')
  const key = JSON.stringify(snapshot.sessions)
  if (list.dataset.rendered === key) return
  list.dataset.rendered = key
  list.replaceChildren(
    ...snapshot.sessions.map((session) => {
      const item = document.createElement('li')
      item.dataset.testid = 'wallet-session'
      item.dataset.topic = session.topic
      const name = document.createElement('strong')
      name.textContent = session.dappName
      const details = document.createElement('span')
      details.textContent = ` ${session.dappUrl} — ${session.accounts.join(', ')} `
      const disconnect = document.createElement('button')
      disconnect.type = 'button'
      disconnect.dataset.testid = 'wallet-disconnect'
      disconnect.textContent = 'Disconnect'
      disconnect.setAttribute('aria-label', `Disconnect ${session.dappName}`)
      disconnect.addEventListener('click', () => void wallet.disconnect(session.topic))
      item.append(name, details, disconnect)
      return item
    }),
  )
  byTestId('wallet-no-sessions').hidden = snapshot.sessions.length > 0
}

function render(snapshot: WalletSnapshot, wallet: WcWallet): void {
  text('wallet-status', snapshot.status)
  const proposal = snapshot.proposal
  byTestId('wallet-proposal').hidden = !proposal
  text('wallet-proposal-name', proposal?.dappName ?? '')
  text('wallet-proposal-url', proposal?.dappUrl ?? '')
  text('wallet-proposal-chains', proposal?.chains.join(', ') ?? '')
  text('wallet-proposal-methods', proposal?.methods.join(', ') ?? '')

  const request = snapshot.request
  byTestId('wallet-request').hidden = !request
  text('wallet-request-dapp', request?.dappName ?? '')
  text('wallet-request-method', request?.method ?? '')
  const message = request && solanaMessageText(request.method, request.params)
  byTestId('wallet-request-message-label').hidden = message === undefined
  byTestId('wallet-request-message').hidden = message === undefined
  text('wallet-request-message', message ?? '')
  text('wallet-request-chain', request?.chainId ?? '')
  text('wallet-request-queued', String(snapshot.queued))
  text('wallet-request-params', request ? paramsText(request.params) : '')

  text('wallet-last-result', snapshot.lastResult)
  text('wallet-account', snapshot.address)
  text('wallet-account-index', String(snapshot.accountIndex + 1))
  text('wallet-switch-account', `Switch to account #${snapshot.accountIndex === 1 ? 1 : 2} (accountsChanged)`)
  byTestId<HTMLInputElement>('wallet-auto-approve').checked = snapshot.autoApprove
  renderSessions(snapshot, wallet)
}

async function start(): Promise<void> {
  const config = readConfig(location.search, pageDefaults())
  text('wallet-relay-url', config.relayUrl)
  text('wallet-chain-url', config.chainUrl)
  text('wallet-solana-account', SOLANA_ADDRESS)
  text('wallet-solana-url', config.solanaUrl)
  let wallet: WcWallet
  try {
    wallet = await createWcWallet({ relayUrl: config.relayUrl, chainUrl: config.chainUrl, solanaUrl: config.solanaUrl, only: config.only, autoApprove: config.autoApprove, url: location.origin })
  } catch (error) {
    text('wallet-status', `error: ${error instanceof Error ? error.message : String(error)}`)
    return
  }
  ;(window as WalletWindow).latchWcWallet = wallet
  wallet.subscribe((snapshot) => render(snapshot, wallet))

  const uriField = byTestId<HTMLTextAreaElement>('wallet-uri')
  byTestId<HTMLFormElement>('wallet-pair-form').addEventListener('submit', (event) => {
    event.preventDefault()
    void wallet.pair(uriField.value)
  })
  byTestId('wallet-approve-session').addEventListener('click', () => void wallet.approveSession())
  byTestId('wallet-reject-session').addEventListener('click', () => void wallet.rejectSession())
  byTestId('wallet-approve-request').addEventListener('click', () => void wallet.approveRequest())
  byTestId('wallet-reject-request').addEventListener('click', () => void wallet.rejectRequest())
  byTestId<HTMLInputElement>('wallet-auto-approve').addEventListener('change', (event) => wallet.setAutoApprove((event.currentTarget as HTMLInputElement).checked))
  byTestId('wallet-switch-account').addEventListener('click', () => void wallet.switchAccount(wallet.snapshot().accountIndex === 1 ? 0 : 1))

  if (config.uri) {
    uriField.value = config.uri
    await wallet.pair(config.uri)
  }
}

void start()
