// A deterministic placeholder image: the initials of a label on a colour derived from the id, so the same id
// always draws the same picture and different wallets are told apart at a glance.
import { sha256Hex } from './deterministic'

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export function initials(label: string): string {
  // Camel case counts as two words: MetaMask is MM, imToken IT.
  const words = label.match(/[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])|\d+/g) ?? []
  const letters = words.length > 1 ? (words[0]?.[0] ?? '') + (words[1]?.[0] ?? '') : (words[0] ?? '?').slice(0, 2)
  return letters.toUpperCase() || '?'
}

export function imageSvg(id: string, label: string): string {
  const hash = sha256Hex(id)
  const hue = parseInt(hash.slice(0, 4), 16) % 360
  const saturation = 55 + (parseInt(hash.slice(4, 6), 16) % 30)
  const text = escapeXml(initials(label))
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="24" fill="hsl(${hue} ${saturation}% 42%)"/>`,
    `<text x="48" y="60" text-anchor="middle" font-family="system-ui, sans-serif" font-size="36" font-weight="700" fill="#fff">${text}</text>`,
    '</svg>',
  ].join('')
}
