// The WalletConnect relay of this world: there is none. Every WebSocket the page opens fails at once, as a relay that
// cannot be reached does, so a pairing ends "unreachable" deterministically instead of trying the internet (the brief
// asks for no relay fake; a fake relay would be the next file here). WalletConnect's socket library looks the
// WebSocket class up once, when it is first loaded: this one is installed before that, for the life of the page.
type Listener = (event: unknown) => void

export function createUnreachableWebSocket(schedule: (fn: () => void) => void) {
  const opened: string[] = []
  class UnreachableWebSocket {
    static readonly CONNECTING = 0
    static readonly OPEN = 1
    static readonly CLOSING = 2
    static readonly CLOSED = 3
    readonly CONNECTING = 0
    readonly OPEN = 1
    readonly CLOSING = 2
    readonly CLOSED = 3
    readyState = 0
    binaryType = 'blob'
    bufferedAmount = 0
    extensions = ''
    protocol = ''
    onopen: Listener | null = null
    onmessage: Listener | null = null
    onerror: Listener | null = null
    onclose: Listener | null = null
    private listeners = new Map<string, Set<Listener>>()

    constructor(readonly url: string) {
      opened.push(url)
      schedule(() => {
        this.readyState = 3
        const error = new Error(`WebSocket connection failed for host: ${url.split('?')[0]}`)
        this.fire('error', { type: 'error', error, message: error.message })
        this.fire('close', { type: 'close', code: 1006, reason: 'unreachable', wasClean: false })
      })
    }
    private fire(type: string, event: unknown) {
      ;(this as unknown as Record<string, Listener | null>)[`on${type}`]?.(event)
      for (const listener of this.listeners.get(type) ?? []) listener(event)
    }
    addEventListener(type: string, listener: Listener) {
      const set = this.listeners.get(type) ?? new Set()
      set.add(listener)
      this.listeners.set(type, set)
    }
    removeEventListener(type: string, listener: Listener) {
      this.listeners.get(type)?.delete(listener)
    }
    send() {
      throw new Error('WebSocket is not open')
    }
    close() {
      this.readyState = 3
    }
  }
  return { WebSocket: UnreachableWebSocket, opened }
}
