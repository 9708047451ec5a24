// Whether the person is on a phone or tablet: a mobile user agent, or a coarse pointer on a narrow screen
// (an iPad asking for the desktop site still has a touch-only pointer).
export function isMobile(win: Pick<Window, 'navigator' | 'matchMedia'> | undefined): boolean {
  if (!win) return false
  if (/Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(win.navigator.userAgent)) return true
  return typeof win.matchMedia === 'function' && win.matchMedia('(pointer: coarse) and (max-width: 1024px)').matches
}
