// Issue 36: the provider's page in a popup, opened inside the person's click (a blocker lets that through, and
// nothing later), then watched: a message from the provider's own origin in the declared shape says the purchase
// went through; the window closing says the person came back. Anything else that arrives is ignored.
import * as z from '../../core/zod'

const successMessage = z.object({ type: z.literal('latch:onramp'), status: z.literal('success') })

export type PopupReport = 'blocked' | 'closed' | 'purchased'

/** Opens `url` and reports what becomes of it; the returned cleanup stops watching (the window stays open). */
export function watchProviderPopup(win: Window, url: string, report: (fact: PopupReport) => void, pollMs = 500): () => void {
  const popup = win.open(url, 'latch-on-ramp', 'popup,width=480,height=720')
  if (!popup) {
    report('blocked')
    return () => {}
  }
  const origin = new URL(url).origin
  let done = false
  const finish = (fact: PopupReport) => {
    if (done) return
    done = true
    stop()
    report(fact)
  }
  const onMessage = (event: MessageEvent) => {
    if (event.origin === origin && event.source === popup && z.safeParse(successMessage, event.data).success) finish('purchased')
  }
  win.addEventListener('message', onMessage)
  const timer = win.setInterval(() => popup.closed && finish('closed'), pollMs)
  function stop() {
    win.removeEventListener('message', onMessage)
    win.clearInterval(timer)
  }
  return () => {
    done = true
    stop()
  }
}
