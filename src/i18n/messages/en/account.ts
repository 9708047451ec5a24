// The connected account (its balances, tokens, NFTs and activity), the network views and the embedded wallet's
// account type.
export const account = {
  'account.noAccount': 'No account is connected.',
  'account.copyAddress': 'Copy address',
  // The accessible name of the row of tabs (Tokens, NFTs, Activity) on the Account view.
  'account.tabs': 'Account',
  'account.tokens': 'Tokens',
  'account.nfts': 'NFTs',
  'account.activity': 'Activity',
  'account.network': 'Network',
  'account.wallet': 'Wallet',
  'account.viewOnExplorer': 'View on explorer',
  'account.chooseName': 'Choose a name',
  'account.registerAnotherName': 'Register another name',
  'account.updateEmail': 'Update email',
  'account.disconnect': 'Disconnect',
  'account.disconnecting': 'Disconnecting…',

  'account.loadingBalance': 'Loading balance',
  'account.balanceUnavailable': 'Balance unavailable.',
  'account.loadingTokens': 'Loading tokens',
  'account.tokensUnavailable': 'Tokens unavailable.',
  'account.noTokens': 'No tokens on this network.',
  // {price} is the price of one token in US dollars, already formatted ($1,234.56).
  'account.tokenPrice': '{price} each',
  'account.loadingNfts': 'Loading NFTs',
  'account.nftsUnavailable': 'NFTs unavailable.',
  'account.noNfts': 'No NFTs on this network.',
  // How many items of one NFT collection the account holds; {amount} is {count} formatted.
  'account.nftQuantity': '{count, plural, one {{amount} item} other {{amount} items}}',

  'account.loadingActivity': 'Loading activity',
  'account.activityEvmOnly': 'Activity is shown for EVM networks only.',
  'account.noActivity': 'No activity yet.',
  'account.loadMore': 'Load more',
  // A transaction's status in the Activity tab, shown in place of its time.
  'account.activityFailed': 'Failed',
  // A transaction in the Activity tab that moved nothing: its kind. {name} is a kind not listed, as the service names it.
  'account.activityOperation':
    '{operation, select, send {Send} receive {Receive} execute {Execute} approve {Approve} trade {Trade} mint {Mint} burn {Burn} deposit {Deposit} withdraw {Withdraw} deploy {Deploy} other {{name}}}',
  // A transaction in the Activity tab that moved an asset: its kind, the amount and the token's symbol or NFT's name
  // ({asset}, may be empty). {name} is a kind not listed, as the service names it.
  'account.activityTransfer':
    '{operation, select, send {Send {amount} {asset}} receive {Receive {amount} {asset}} execute {Execute {amount} {asset}} approve {Approve {amount} {asset}} trade {Trade {amount} {asset}} mint {Mint {amount} {asset}} burn {Burn {amount} {asset}} deposit {Deposit {amount} {asset}} withdraw {Withdraw {amount} {asset}} deploy {Deploy {amount} {asset}} other {{name} {amount} {asset}}}',

  'account.networks': 'Networks',
  'account.availableNetworks': 'Available networks',
  'account.loadingNetworks': 'Loading networks',
  'account.switchingTo': 'Switching to {name}: approve the request in your wallet.',
  // A badge on the network the wallet is on.
  'account.networkActive': 'Active',
  // A badge on the network being switched to, while the wallet asks the person.
  'account.networkApprove': 'Approve in wallet',
  'account.networkUnsupported': 'Not supported by your wallet',
  'account.unsupportedNetwork': 'This app doesn’t support your current network. Switch to an available option to continue.',

  // {type} is one of the two account types below, shown in bold.
  'account.accountType': 'Account type: {type}',
  // Externally owned account: an address controlled by a key alone.
  'account.typeEoa': 'EOA',
  'account.typeSmartAccount': 'Smart account',
  'account.switchToSmartAccount': 'Switch to smart account',
  'account.switchToEoa': 'Switch to EOA',
  'account.switchingType': 'Switching…',
} satisfies Record<string, string>
