// Copying needs the async Clipboard API (secure contexts); an older or locked-down page answers false rather
// than throwing, so the caller can say so.
export async function copyText(nav: Pick<Navigator, 'clipboard'> | undefined, text: string): Promise<boolean> {
  try {
    if (!nav?.clipboard) return false
    await nav.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
