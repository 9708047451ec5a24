// R-VAL-12: an origin allow-list entry is an exact origin or a pattern with wildcards:
//   https://*.example.com   any subdomain, one or more labels deep (not example.com itself)
//   https://app-*.example.com  any run of label characters inside one label
//   http://localhost:*      any port, or none
//   *                       every origin
// Origins are compared as the browser sends them: lower-case, no path, no default port. Anything that is not an
// origin ('null', a URL with a path, garbage) is never allowed. The devstack enforces R-PERM-2 with this same
// function, so client and server agree on what a pattern means.

type Parts = { scheme: string; host: string; port: string }

const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443', ws: '80', wss: '443' }

const ORIGIN = /^([a-z][a-z0-9+.-]*):\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/
const PATTERN = /^([a-z][a-z0-9+.-]*|\*):\/\/([a-z0-9*-]+(?:\.[a-z0-9*-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?\/?$/

function split(match: RegExpExecArray | null): Parts | undefined {
  if (!match) return undefined
  const scheme = match[1] ?? ''
  const port = match[3] ?? ''
  // A default port written out is the same origin as none.
  return { scheme, host: match[2] ?? '', port: port === DEFAULT_PORTS[scheme] ? '' : port }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const LABEL = '[a-z0-9-]+'

function hostRegExp(hostPattern: string): RegExp {
  const labels = hostPattern.split('.').map((label, index) => {
    if (label === '*') return index === 0 ? `${LABEL}(?:\\.${LABEL})*` : LABEL
    return label.split('*').map(escapeRegExp).join('[a-z0-9-]*')
  })
  return new RegExp(`^${labels.join('\\.')}$`)
}

function matches(origin: Parts, pattern: string): boolean {
  if (pattern === '*') return true
  const wanted = split(PATTERN.exec(pattern.trim().toLowerCase()))
  if (!wanted) return false
  if (wanted.scheme !== '*' && wanted.scheme !== origin.scheme) return false
  if (wanted.port !== '*' && wanted.port !== origin.port) return false
  return wanted.host.includes('*') ? hostRegExp(wanted.host).test(origin.host) : wanted.host === origin.host
}

export function isOriginAllowed(origin: string, allowList: readonly string[]): boolean {
  const parts = split(ORIGIN.exec(origin.trim().toLowerCase()))
  if (!parts) return false
  return allowList.some((pattern) => matches(parts, pattern))
}
