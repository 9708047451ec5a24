// Issue 35: the English a page shows before any catalogue has loaded (the connect button, the view's placeholder).
// The only English in the first click; the catalogue repeats these entries by spreading this part.
export const start = {
  'connectButton.connect': 'Connect Wallet',
  'dialog.loadingView': 'Loading view',
  'dialog.close': 'Close',
} satisfies Record<string, string>
