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
  Networks: { title: 'Choose Network', description: 'The networks this app works on; choose the one to use.' },
  UnsupportedChain: { title: 'Switch Network', description: 'Your wallet is on a network this app does not support.' },
  EmailVerifyOtp: { title: 'Confirm Email', description: 'Enter the code sent to your email.' },
  EmailVerifyDevice: { title: 'Register Device', description: 'Approve this device from the link sent to your email.' },
  UpdateEmail: { title: 'Edit Email', description: 'The new email for this account.' },
  UpdateEmailPrimaryOtp: { title: 'Confirm Current Email', description: 'Enter the code sent to your current email.' },
  UpdateEmailSecondaryOtp: { title: 'Confirm New Email', description: 'Enter the code sent to your new email.' },
  SIWXSignMessage: { title: 'Sign In', description: 'Sign a message to prove this account is yours.' },
  RegisterAccountName: { title: 'Choose Name', description: 'A name shown instead of your address.' },
  RegisterAccountNameSuccess: { title: 'Name Registered', description: 'Your account has a name.' },
  Send: { title: 'Send', description: 'Send a token from this account.' },
  Receive: { title: 'Receive', description: 'Your address, to receive tokens.' },
  OnRamp: { title: 'Buy', description: 'Buy crypto with money, through a provider.' },
}
