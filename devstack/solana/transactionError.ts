// litesvm's transaction errors in the JSON a Solana node answers with (`"InsufficientFundsForFee"`,
// `{ "InstructionError": [0, { "Custom": 1 }] }`), which clients such as @solana/kit decode. litesvm's fieldless
// errors are const enums erased from its JavaScript, so their names are listed here in its order.
const TRANSACTION_ERRORS =
  'AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound InsufficientFundsForFee InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep MissingSignatureForFee InvalidAccountIndex SignatureFailure InvalidProgramForExecution SanitizeFailure ClusterMaintenance AccountBorrowOutstanding WouldExceedMaxBlockCostLimit UnsupportedVersion InvalidWritableAccount WouldExceedMaxAccountCostLimit WouldExceedAccountDataBlockLimit TooManyAccountLocks AddressLookupTableNotFound InvalidAddressLookupTableOwner InvalidAddressLookupTableData InvalidAddressLookupTableIndex InvalidRentPayingAccount WouldExceedMaxVoteCostLimit WouldExceedAccountDataTotalLimit MaxLoadedAccountsDataSizeExceeded ResanitizationNeeded InvalidLoadedAccountsDataSizeLimit UnbalancedTransaction ProgramCacheHitMaxLimit CommitCancelled'.split(' ')
const INSTRUCTION_ERRORS =
  'GenericError InvalidArgument InvalidInstructionData InvalidAccountData AccountDataTooSmall InsufficientFunds IncorrectProgramId MissingRequiredSignature AccountAlreadyInitialized UninitializedAccount UnbalancedInstruction ModifiedProgramId ExternalAccountLamportSpend ExternalAccountDataModified ReadonlyLamportChange ReadonlyDataModified DuplicateAccountIndex ExecutableModified RentEpochModified NotEnoughAccountKeys AccountDataSizeChanged AccountNotExecutable AccountBorrowFailed AccountBorrowOutstanding DuplicateAccountOutOfSync InvalidError ExecutableDataModified ExecutableLamportChange ExecutableAccountNotRentExempt UnsupportedProgramId CallDepth MissingAccount ReentrancyNotAllowed MaxSeedLengthExceeded InvalidSeeds InvalidRealloc ComputationalBudgetExceeded PrivilegeEscalation ProgramEnvironmentSetupFailure ProgramFailedToComplete ProgramFailedToCompile Immutable IncorrectAuthority AccountNotRentExempt InvalidAccountOwner ArithmeticOverflow UnsupportedSysvar IllegalOwner MaxAccountsDataAllocationsExceeded MaxAccountsExceeded MaxInstructionTraceLengthExceeded BuiltinProgramsMustConsumeComputeUnits BorshIoError'.split(' ')

type Shaped = { index?: number; accountIndex?: number; code?: number; msg?: string; err?: () => unknown }

function instructionError(err: unknown): unknown {
  if (typeof err === 'number') return INSTRUCTION_ERRORS[err] ?? 'GenericError'
  const shaped = err as Shaped
  if (typeof shaped?.code === 'number') return { Custom: shaped.code }
  if (typeof shaped?.msg === 'string') return { BorshIoError: shaped.msg }
  return 'GenericError'
}

export function transactionErrorJson(err: unknown): unknown {
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? 'SanitizeFailure'
  const shaped = err as Shaped
  if (typeof shaped?.index === 'number' && typeof shaped.err === 'function') return { InstructionError: [shaped.index, instructionError(shaped.err())] }
  if (typeof shaped?.index === 'number') return { DuplicateInstruction: shaped.index }
  if (typeof shaped?.accountIndex === 'number') return { InsufficientFundsForRent: { account_index: shaped.accountIndex } }
  return 'SanitizeFailure'
}
