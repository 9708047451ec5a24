// The start-up sweep's later half (R-ENT-3; sweep.ts runs it right after the first half, when one of these keys holds
// a value): the keys whose readers load after the first click — the embedded wallet's login cache, SPEC §3's four
// caches, sign-in's sessions and token — each with its reader's schema (lazySchemas.ts). A chunk of its own, so none
// of these schemas costs the first click.
import { ACCOUNT_STORAGE_KEYS as ACCOUNT, CACHE_STORAGE_KEYS as CACHE, SIWX_AUTH_TOKEN_KEY, SIWX_SESSIONS_KEY } from '../../core/storageKeys'
import {
  accountTypesText,
  chainIdListText,
  connectedSocialText,
  emailText,
  ensEntrySchema,
  identityEntrySchema,
  loginTimeText,
  loginUsedText,
  nativeEntrySchema,
  portfolioEntrySchema,
  shortText,
  siwxSessionsText,
  siwxTokenText,
  timedCacheText,
} from './lazySchemas'
import type { LaterKey, StoredText } from './sweep'

/** Every key the first half does not check. Typed by the key union: a key added to storageKeys.ts without a schema
 * here or in sweep.ts does not compile. */
export const LATER_SCHEMAS: Record<LaterKey, StoredText> = {
  [ACCOUNT.PREFERRED_ACCOUNT_TYPES]: accountTypesText,
  // SPEC §3 lists the email among the stored values: a valid one stays (R-EMAIL-2, R-FRAME-1 need it after a reload);
  // only a value that is not an email goes.
  [ACCOUNT.EMAIL]: emailText,
  [ACCOUNT.EMAIL_LOGIN_USED]: loginUsedText,
  [ACCOUNT.LAST_EMAIL_LOGIN_TIME]: loginTimeText,
  [ACCOUNT.LAST_USED_CHAIN]: shortText,
  [ACCOUNT.SMART_ACCOUNT_ENABLED_NETWORKS]: chainIdListText,
  [ACCOUNT.CONNECTED_SOCIAL]: connectedSocialText,
  [ACCOUNT.SOCIAL_USERNAME]: shortText,
  [CACHE.PORTFOLIO_CACHE]: timedCacheText(portfolioEntrySchema),
  [CACHE.NATIVE_BALANCE_CACHE]: timedCacheText(nativeEntrySchema),
  [CACHE.ENS_CACHE]: timedCacheText(ensEntrySchema),
  [CACHE.IDENTITY_CACHE]: timedCacheText(identityEntrySchema),
  [SIWX_SESSIONS_KEY]: siwxSessionsText,
  [SIWX_AUTH_TOKEN_KEY]: siwxTokenText,
}
