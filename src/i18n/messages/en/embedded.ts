// Email login and the embedded wallet (the code, the device, a new email, a request to approve), sign-in with a
// wallet (siwx) and a name for the account (names).
export const embedded = {
  'embedded.loadingEmailLogin': 'Loading email login',
  'embedded.preparingEmailLogin': 'Preparing email login…',
  // The email field's label.
  'embedded.email': 'Email',
  // An example address in the email field, in the form people of this language would recognise.
  'embedded.emailPlaceholder': 'you@example.com',
  'embedded.continue': 'Continue',
  'embedded.sending': 'Sending…',
  'embedded.newEmail': 'New email',
  // {email} is shown in bold.
  'embedded.codeSentTo': 'Enter the code sent to {email}',
  // When the account's current address is not known.
  'embedded.codeSentToCurrentEmail': 'Enter the code sent to your current email',
  'embedded.verifying': 'Verifying…',
  'embedded.resendCode': 'Resend code',
  'embedded.oneTimeCode': 'One-time code',
  // The label of one box of the one-time code, one digit in each.
  'embedded.otpDigit': 'Digit {index, number} of {count, number}',
  // {email} is shown in bold.
  'embedded.approveDevice': 'Approve the login from the email sent to {email}',
  'embedded.waitingForApproval': 'Waiting for your approval…',
  'embedded.tryAgain': 'Try again',
  'embedded.reviewInFrame': 'Review the request in your embedded wallet below, then approve or reject it there.',
  // Said when the app gave no summary of its request.
  'embedded.defaultRequestSummary': 'This app asks you to approve a request.',
  'embedded.reject': 'Reject',
  'embedded.approve': 'Approve',

  'siwx.preparing': 'Preparing the message…',
  'siwx.waitingForWallet': 'Waiting for your wallet…',
  'siwx.checkingSignature': 'Checking the signature…',
  // {app}: the app's name; {account}: the shortened address; {network}: the network's name.
  'siwx.request': '{app} asks you to sign in with {account} on {network}. Signing costs nothing and sends no transaction.',
  // {until}: a date and time.
  'siwx.expires': 'The sign-in lasts until {until}.',
  'siwx.cancel': 'Cancel',
  'siwx.sign': 'Sign',
  'siwx.tryAgain': 'Try again',

  'names.loadFailed': 'Names could not be loaded.',
  'names.loading': 'Loading names',
  // {names}: the account's names, as a list.
  'names.yours': 'Your names: {names}',
  // The label of the field where a name is typed.
  'names.name': 'Name',
  'names.rule': 'Letters, digits and hyphens only, at least {min, plural, one {# character} other {# characters}}.',
  'names.checking': 'Checking…',
  'names.available': '{name} is available.',
  'names.taken': '{name} is taken.',
  'names.registered': "{name} is this account's name.",
  'names.waitingForWallet': 'Waiting for your wallet…',
  'names.registering': 'Registering…',
  'names.availableNames': 'Available names',
  'names.suggestions': 'Name suggestions',
  'names.register': 'Register',
  'names.nowYourName': "{name} is now your account's name.",
  'names.nameRegistered': 'Your name is registered.',
  'names.done': 'Done',
} satisfies Record<string, string>
