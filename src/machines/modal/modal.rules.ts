// Rules read by both a guard and a view, written once.
import { APPROVAL_VIEWS, type ModalContext, type ModalSettings } from './modal.types'

// R-NAV-9: on a sign/approve view, close is disabled while sign-in is required and no session exists.
export function isCloseBlocked(context: Pick<ModalContext, 'stack' | 'settings' | 'siwxSessions'>): boolean {
  const current = context.stack[context.stack.length - 1]?.view
  return current !== undefined && APPROVAL_VIEWS.includes(current) && context.settings.signInRequired && context.siwxSessions === 0
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
