// GET /v1/profile/avatar/{name}: the devstack's profile picture for a registered name, a 64×64 SVG drawn from the name
// alone — a background colour from a hash of the name and its first character, uppercase, in the middle — so the same
// name always looks the same and no image files are needed. Names are [a-z0-9-] (nameSchemas.ts), so nothing in the
// SVG needs escaping; anything else is refused rather than drawn.
import { createHash } from 'node:crypto'

const DRAWABLE = /^[a-z0-9-]+$/

export function avatarSvg(name: string): string {
  if (!DRAWABLE.test(name)) throw new Error(`not a stored name: ${JSON.stringify(name)}`)
  const hue = createHash('sha256').update(name).digest().readUInt16BE(0) % 360
  const letter = name.charAt(0).toUpperCase()
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<rect width="64" height="64" fill="hsl(${hue}, 55%, 45%)"/>`,
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="32" fill="#ffffff">${letter}</text>`,
    '</svg>',
  ].join('')
}
