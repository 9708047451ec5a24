import type { ChainNamespace } from '../core/caip'
import type { ModalView } from '../machines/modal/modal.types'

/** Header title and the dialog's accessible description, per view. */
export const VIEW_TEXT: Record<ModalView, { title: string; description: string }> = {
  Connect: { title: 'Connect Wallet', description: 'Choose a wallet to connect to this app.' },
  Account: { title: 'Account', description: 'Your connected account.' },
  AllWallets: { title: 'All Wallets', description: 'Every wallet you can connect with.' },
  WalletDetails: { title: 'Get Wallet', description: 'Ways to open or install this wallet.' },
  ConnectingWallet: { title: 'Connecting', description: 'Approve the connection in your wallet.' },
  ConnectingWalletConnect: { title: 'WalletConnect', description: 'Scan the code with your phone wallet, or open the wallet with the link.' },
  ConnectingWalletConnectBasic: { title: 'Connect Wallet', description: 'Scan the code with your phone wallet, or choose a wallet.' },
  ApproveTransaction: { title: 'Approve Transaction', description: 'Review the request before approving it.' },
}

const NAMESPACE_NAMES: Record<ChainNamespace, string> = { eip155: 'EVM', solana: 'Solana', polkadot: 'Polkadot', bip122: 'Bitcoin' }

/** R-NAV-2: said in place of a wallet list when the modal was opened for a namespace the app has no network of. */
export const noNetworkText = (namespace: ChainNamespace) => `This app has no ${NAMESPACE_NAMES[namespace]} network, so there is no wallet to connect for it.`
