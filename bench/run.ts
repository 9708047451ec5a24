// `npm run bench`: build both pages, serve them, measure them in headless Chromium, write bench/results.json.
// `npm run bench -- --help` says what is measured.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { startApi, type ProviderApi } from './api'
import { buildPage, type BuiltPage, type PageName } from './build'
import { HELP, parseOptions } from './cli'
import { scanForInspector, type InspectorScan } from './inspector'
import { IDLE_BEFORE_CLICK_MS, measureRun, SIGN_SPACING_MS, WALLETCONNECT_NETWORKS, warmUp, type RunSample } from './measure'
import { DIST_DIR, LIBRARY_ENTRY, REPO_DIR, RESULTS_FILE } from './paths'
import { formatReport } from './report'
import { ratios, round1, summarize, summarizeAccountData, summarizeAllWallets, summarizeRows, summarizeWalletConnect, targets, type Results } from './results'
import { measureAccountData, type AccountDataSample } from './accountData'
import { measureEmailLogin, type EmailLoginSample } from './emailLogin'
import { measureSignIn, type SignInSample } from './signIn'
import { measureNames, type NamesSample } from './names'
import { measureWalletFeatures, type WalletFeaturesSample } from './walletFeatures'
import { startAccountStack } from './accountStack'
import { measurePackage, type PackageMetrics } from './package'
import { serveStatic, type StaticServer } from './serve'

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: REPO_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return null
  }
}

const cleanups: (() => Promise<unknown>)[] = []
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2))
  if ('help' in options) {
    console.log(HELP)
    return
  }
  const started = performance.now()
  const { runs, pages } = options
  if (pages.includes('latch') && !existsSync(LIBRARY_ENTRY)) {
    throw new Error(`${relative(REPO_DIR, LIBRARY_ENTRY)} does not exist: the latch page cannot be built (--only floor measures the floor alone)`)
  }

  let api: ProviderApi | null = null
  if (pages.includes('latch')) {
    api = await startApi()
    cleanups.push(() => (api as ProviderApi).close())
  }

  // Issue 17: the package and the consumer fixture first, while no browser or stack runs beside the builds.
  let packageMetrics: PackageMetrics | null = null
  if (pages.includes('latch')) {
    console.log('package: build:lib, npm pack, tests/consumer (npm ci + tarball), its builds with and without Latch...')
    packageMetrics = measurePackage()
    console.log(`package: ${(packageMetrics.buildMs / 1000).toFixed(1)} s, Latch adds ${packageMetrics.firstClick.latchKiB} KiB to the fixture's first click`)
  }

  const built = new Map<PageName, BuiltPage>()
  for (const name of pages) {
    process.stdout.write(`building ${name}... `)
    const page = await buildPage(name)
    built.set(name, page)
    console.log(`${(page.buildMs / 1000).toFixed(1)} s, ${page.files.length} files`)
  }
  const latchBuild = built.get('latch')
  const inspector: InspectorScan | null = latchBuild ? await scanForInspector(latchBuild) : null

  const server: StaticServer = await serveStatic(DIST_DIR)
  cleanups.push(() => server.close())
  const browser: Browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS })
  cleanups.push(() => browser.close())

  // Every latch load gets the provider API and the relay (config only until a pairing starts); the WalletConnect
  // load also asks for the devstack chain (eip155:31337), the only one the test wallet approves.
  const urlOf = (name: PageName): string =>
    `${server.origin}/${name}/` + (name === 'latch' && api ? `?api=${encodeURIComponent(api.url)}&relay=${encodeURIComponent(api.relayUrl)}&rpc=${encodeURIComponent(api.rpcUrl)}` : '')
  const walletConnectOf = (name: PageName) =>
    name === 'latch' && api ? { url: `${urlOf(name)}&networks=${encodeURIComponent(WALLETCONNECT_NETWORKS.join(','))}`, apiUrl: api.url } : undefined

  for (const name of pages) await warmUp(browser, urlOf(name))
  const samples = new Map<PageName, RunSample[]>(pages.map((name) => [name, []]))
  for (let run = 1; run <= runs; run++) {
    const parts: string[] = []
    // Pages interleaved, so that a slow moment of the machine hits both alike.
    for (const name of pages) {
      const sample = await measureRun(browser, urlOf(name), { allWallets: name === 'latch', walletConnect: walletConnectOf(name) })
      samples.get(name)?.push(sample)
      const all = sample.allWallets
      const wc = sample.walletConnect
      parts.push(
        `${name} ${(sample.jsBeforeClick.gzipBytes / 1024).toFixed(1)} KiB, dialog ${sample.clickToDialogAsapMs.toFixed(1)}/${sample.clickToDialogIdleMs.toFixed(1)} ms` +
          (all
            ? `, all wallets ${all.clickToFirstPageMs.toFixed(1)} ms (+${all.firstPageAfterResponseMs.toFixed(1)} after response)` +
              `, search +${all.resultsAfterResponseMs.toFixed(1)} ms after response, longest task ${all.longestTaskMs.toFixed(1)} ms`
            : '') +
          (wc
            ? `, WalletConnect QR ${wc.clickToQrMs.toFixed(1)} ms (${(wc.jsLoaded.gzipBytes / 1024).toFixed(1)} KiB), connected +${wc.qrToConnectedMs.toFixed(1)} ms` +
              `, sign ${wc.signRoundTripsMs.map((ms) => ms.toFixed(1)).join('/')} ms`
            : ''),
      )
    }
    console.log(`run ${run}/${runs}: ${parts.join('; ')}`)
  }

  // Account data (issue 13): its own page and stack, fresh contexts, after the first-click loads so that it cannot
  // disturb them.
  const accountSamples: AccountDataSample[] = []
  let stackForEmail: { stack: Awaited<ReturnType<typeof startAccountStack>>; url: string } | undefined
  if (pages.includes('latch')) {
    process.stdout.write('account data: starting the local chains, building its page... ')
    const [stack] = await Promise.all([startAccountStack(), buildPage('account')])
    cleanups.push(() => stack.close())
    console.log('ready')
    const accountUrl =
      `${server.origin}/account/?api=${encodeURIComponent(api?.url ?? '')}&rpc=${encodeURIComponent(stack.rpcUrl)}` + `&chains=${encodeURIComponent(JSON.stringify(stack.networks))}`
    stackForEmail = { stack, url: accountUrl }
    for (let run = 1; run <= runs; run++) {
      const sample = await measureAccountData(browser, stack, accountUrl)
      accountSamples.push(sample)
      console.log(
        `account data ${run}/${runs}: balance ${sample.accountToBalanceMs.toFixed(1)} ms, switch ${sample.switchToShownMs.toFixed(1)} ms, Solana connect ${sample.solanaConnectMs.toFixed(1)} ms`,
      )
    }
  }
  const emailSamples: EmailLoginSample[] = []
  if (pages.includes('latch') && stackForEmail) {
    for (let run = 1; run <= runs; run++) {
      const sample = await measureEmailLogin(browser, stackForEmail.stack, `${stackForEmail.url}&frame=${encodeURIComponent(stackForEmail.stack.frameUrl)}`)
      emailSamples.push(sample)
      console.log(
        `email login ${run}/${runs}: frame ready ${sample.frameReadyMs.toFixed(1)} ms, email → code view ${sample.emailToCodeViewMs.toFixed(1)} ms, code → connected ${sample.codeToConnectedMs.toFixed(1)} ms, approval shown ${sample.approvalShownMs.toFixed(1)} ms, approve → signature ${sample.approveToSignatureMs.toFixed(1)} ms`,
      )
    }
  }
  const signInSamples: SignInSample[] = []
  if (pages.includes('latch') && stackForEmail) {
    for (let run = 1; run <= runs; run++) {
      const sample = await measureSignIn(browser, stackForEmail.stack, `${stackForEmail.url}&siwx=${encodeURIComponent(stackForEmail.stack.siwxUrl)}`)
      signInSamples.push(sample)
      console.log(`sign-in ${run}/${runs}: connected → view ${sample.connectedToViewMs.toFixed(1)} ms, signature → closed ${sample.signatureToClosedMs.toFixed(1)} ms`)
    }
  }
  const namesSamples: NamesSample[] = []
  if (pages.includes('latch') && stackForEmail) {
    for (let run = 1; run <= runs; run++) {
      const sample = await measureNames(browser, stackForEmail.stack, stackForEmail.url)
      namesSamples.push(sample)
      console.log(
        `names ${run}/${runs}: key → available ${sample.keyToAvailableMs.toFixed(1)} ms after the pause (${sample.keyToAvailableRawMs.toFixed(1)} ms raw), Register → success ${sample.registerToSuccessMs.toFixed(1)} ms`,
      )
    }
  }
  const featureSamples: WalletFeaturesSample[] = []
  if (pages.includes('latch') && stackForEmail) {
    for (let run = 1; run <= runs; run++) {
      const sample = await measureWalletFeatures(browser, stackForEmail.stack, stackForEmail.url)
      featureSamples.push(sample)
      console.log(
        `wallet features ${run}/${runs}: amount → Review ${sample.amountToReviewMs.toFixed(1)} ms, Send → confirmed ${sample.sendToConfirmedMs.toFixed(1)} ms, amount → quote ${sample.keyToQuoteMs.toFixed(1)} ms after the pause (${sample.keyToQuoteRawMs.toFixed(1)} ms raw)`,
      )
    }
  }
  const walletFeatures = summarizeRows(featureSamples, ['amountToReviewMs', 'sendToConfirmedMs', 'keyToQuoteMs', 'keyToQuoteRawMs'])
  const signIn = summarizeRows(signInSamples, ['connectedToViewMs', 'signatureToClosedMs'])
  const names = summarizeRows(namesSamples, ['keyToAvailableMs', 'keyToAvailableRawMs', 'registerToSuccessMs'])
  const accountData = summarizeAccountData(accountSamples)
  const emailLogin = summarizeRows(emailSamples, ['frameReadyMs', 'emailToCodeViewMs', 'codeToConnectedMs', 'approvalShownMs', 'approveToSignatureMs'])

  const summary = (name: PageName) => {
    const list = samples.get(name)
    return list && list.length > 0 ? summarize(list) : null
  }
  const latch = summary('latch')
  const floor = summary('floor')
  const allWallets = summarizeAllWallets(samples.get('latch') ?? [])
  const walletConnect = summarizeWalletConnect(samples.get('latch') ?? [], SIGN_SPACING_MS)
  const embeddedScans = (samples.get('latch') ?? []).map((sample) => sample.embeddedWalletCode.beforeClick)
  const embeddedWalletInFirstClick =
    embeddedScans.length === 0 ? null : { bytes: Math.max(...embeddedScans.map((scan) => scan.bytes)), files: [...new Map(embeddedScans.flatMap((scan) => scan.files).map((file) => [file.url, file])).values()] }
  const commit = git(['rev-parse', '--short', 'HEAD'])
  const results: Results = {
    latch,
    floor,
    ratios: ratios(latch, floor),
    allWallets,
    walletConnect,
    accountData,
    emailLogin,
    signIn,
    names,
    walletFeatures,
    embeddedWalletInFirstClick,
    package: packageMetrics,
    targets: targets(latch, floor, inspector?.bytes ?? null, allWallets, walletConnect, accountData, embeddedWalletInFirstClick?.bytes ?? null),
    inspectorBytes: inspector?.bytes ?? null,
    inspectorFiles: inspector?.files ?? [],
    runs,
    browser: `Chromium ${browser.version()} (headless)`,
    commit,
    commitDirty: commit === null ? null : (git(['status', '--porcelain']) ?? '') !== '',
    date: new Date().toISOString(),
    api: api?.kind ?? null,
    idleBeforeClickMs: IDLE_BEFORE_CLICK_MS,
    buildMs: Object.fromEntries([...built].map(([name, page]) => [name, round1(page.buildMs)])),
    durationMs: 0,
  }
  await cleanUp()
  results.durationMs = round1(performance.now() - started)
  await writeFile(RESULTS_FILE, JSON.stringify(results, null, 2) + '\n')
  console.log('')
  console.log(formatReport(results, relative(process.cwd(), RESULTS_FILE)))
}

process.once('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130))
})

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    await cleanUp()
    console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exit(1)
  },
)
