// Issue 33: the consumer fixtures install exactly what the README's install lines name, nothing more, so a package
// an app would also need (as @wagmi/core once was) fails the package layer instead of hiding in a fixture's
// package.json. What the lines name: every package in an `npm install …` line of "Install it as a package" (the
// tarball's path aside).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_DIR } from './consumerFixture'

/** The packages the README tells an app to install beside Latch. */
export function readmeInstallPackages(readme = readFileSync(join(REPO_DIR, 'README.md'), 'utf8')): string[] {
  const section = readme.slice(readme.indexOf('## Install it as a package'), readme.indexOf('\n## ', readme.indexOf('## Install it as a package') + 3))
  const names = new Set<string>()
  for (const [, args] of section.matchAll(/^npm install ([^#&\n]+)/gm)) {
    for (const word of args!.trim().split(/\s+/)) if (/^(?:@[\w.-]+\/)?[\w.-]+$/.test(word) && !word.endsWith('.tgz')) names.add(word)
  }
  return [...names].sort()
}

type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }

/** What a fixture lists against the README: what it lacks of the install line, and what it adds that Latch's code
 * imports (or that a wagmi app might add to make latch/wagmi build) beyond the app's own framework. */
export function installGaps(fixtureDir: string, framework: readonly string[], latchImports: readonly string[]): string[] {
  const manifest = JSON.parse(readFileSync(join(fixtureDir, 'package.json'), 'utf8')) as Manifest
  const listed = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})])
  const named = new Set([...readmeInstallPackages(), ...framework])
  const missing = [...named].filter((name) => !(name in (manifest.dependencies ?? {}))).map((name) => `lacks ${name}`)
  const watched = new Set([...latchImports, '@wagmi/core'])
  const extra = [...listed].filter((name) => watched.has(name) && !named.has(name)).map((name) => `adds ${name}, which the README does not name`)
  return [...missing, ...extra]
}
