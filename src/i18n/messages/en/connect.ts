// Choosing a wallet and connecting it: the Connect and All wallets lists, a wallet's page, the browser wallet's
// prompt and WalletConnect's pairing. `named` is yes when the wallet's name is known ({name}), else no.
export const connect = {
  'connect.wallets': 'Wallets',
  'connect.loadingWallets': 'Loading wallets',
  'connect.loadingMoreWallets': 'Loading more wallets',
  'connect.recentWallets': 'Recent wallets',
  'connect.installedWallets': 'Installed wallets',
  'connect.featuredWallets': 'Featured wallets',
  'connect.recommendedWallets': 'Recommended wallets',
  // A badge on a wallet row.
  'connect.recent': 'Recent',
  // A badge on a wallet row: the browser has this wallet.
  'connect.installed': 'Installed',
  // A badge on the WalletConnect row.
  'connect.qrCodeBadge': 'QR code',
  'connect.noWalletForNetworks': 'No wallet supports the networks this app uses.',
  // {namespace}: a family of networks (EVM, Solana, Bitcoin).
  'connect.noNetwork': 'This app has no {namespace} network, so there is no wallet to connect for it.',
  'connect.allWallets': 'All wallets',
  // The total number of wallets, read out beside the All wallets button.
  'connect.walletCount': '{count, plural, one {# wallet} other {# wallets}}',
  'connect.searchWallet': 'Search wallet',
  'connect.gridKeys': 'Arrow keys move between wallets; Enter chooses one.',
  'connect.noWalletFound': 'No wallet found.',
  'connect.showingWallets': 'Showing {shown, number} of {count, plural, one {# wallet} other {# wallets}}',
  'connect.walletNotFound': 'This wallet could not be found.',
  'connect.notInstalled': '{name} is not installed in this browser.',
  'connect.connectWithQr': 'Connect {name} with a QR code',
  'connect.openOnDesktop': 'Open {name} on desktop',
  'connect.openOnWeb': 'Open {name} on the web',
  'connect.getForMobile': 'Get {name} for mobile',
  'connect.noInstallLink': '{name} lists no install link.',
  'connect.declined': '{named, select, yes {You declined the connection in {name}.} other {You declined the connection in your wallet.}}',
  'connect.noAnswer': '{named, select, yes {{name} did not answer.} other {Your wallet did not answer.}}',
  'connect.continueIn': '{named, select, yes {Continue in {name}} other {Continue in your wallet}}',
  'connect.acceptRequest': 'Accept the connection request in the wallet.',
  'connect.chooseAnother': 'Choose another wallet',
  'connect.cancel': 'Cancel',
  'connect.creatingPairing': 'Creating a pairing code',
  'connect.connecting': '{named, select, yes {Connecting {name}…} other {Connecting your wallet…}}',
  'connect.pairingExpired': 'The pairing code expired.',
  'connect.relayUnreachable': 'The WalletConnect relay cannot be reached. Check your connection and try again.',
  // Replaces an expired pairing code.
  'connect.newCode': 'New code',
  'connect.copyLink': 'Copy link',
  'connect.opening': '{named, select, yes {Opening {name}…} other {Opening your wallet…}}',
  'connect.didNotOpen': '{named, select, yes {{name} did not open.} other {Your wallet did not open.}}',
  'connect.openWallet': 'Open {name}',
  'connect.showQr': 'Show QR code',
  'connect.getWallet': 'Get {name}',
  'connect.scanWith': 'Scan this code with {name} on your phone.',
  'connect.scanWithAny': 'Scan this code with a WalletConnect wallet on your phone.',
  // {time}: minutes and seconds left, as 3:59.
  'connect.codeRefreshes': 'Code refreshes in {time}',
  'connect.openDesktopApp': 'Open {name} desktop app',
  'connect.qrLabel': 'QR code to connect {name}',
  'connect.qrLabelAny': 'QR code to connect a wallet',
} satisfies Record<string, string>
