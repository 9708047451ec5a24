// Rules read by both a guard and a view, written once.
import { APPROVAL_VIEWS, type ModalContext, type ModalSettings } from './modal.types'

// R-NAV-9: on a sign/approve view, close is disabled while sign-in is required and no session exists. R-PERM-1, issue
// 32 (found by the system test): so it is on any view pushed over the sign-in (Networks from its header), which
// would otherwise close the modal with the required sign-in unanswered.
export function isCloseBlocked(context: Pick<ModalContext, 'stack' | 'settings' | 'siwxSessions'>): boolean {
  if (!context.settings.signInRequired || context.siwxSessions > 0) return false
  const current = context.stack[context.stack.length - 1]?.view
  return (current !== undefined && APPROVAL_VIEWS.includes(current)) || context.stack.some((entry) => entry.view === 'SIWXSignMessage')
}

// R-NAV-2: a modal opened for one namespace lists only wallets for that namespace's networks.
export function settingsForOpening(context: Pick<ModalContext, 'settings' | 'namespace'>): ModalSettings {
  const { settings, namespace } = context
  if (!namespace) return settings
  return { ...settings, networks: settings.networks.filter((network) => network.startsWith(`${namespace}:`)) }
}

// R-NAV-2: a modal opened for a namespace the app has no network of has no wallet to offer; it says so instead.
export function namespaceWithoutNetwork(context: Pick<ModalContext, 'settings' | 'namespace'>): ModalContext['namespace'] {
  const { settings, namespace } = context
  return namespace && !settings.networks.some((network) => network.startsWith(`${namespace}:`)) ? namespace : undefined
}
