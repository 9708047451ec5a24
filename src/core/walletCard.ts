// What a view needs to show one wallet: the catalogue entry with its image resolved to a URL. Machines carry
// these (never API types), so the provider API's shape can change without touching a view.
export type WalletCard = {
  id: string
  name: string
  imageUrl: string
  rdns: string | null
  chains: string[]
  links: { mobile: string | null; desktop: string | null; webapp: string | null }
  /** A recent wallet's account, last connected with it (its row shows the account's name, else its address). */
  address?: string
}

/** A failure a view can print: the catalogue text, never a stack trace. */
export type ShownError = { code: string; message: string }
