// Stryker's vitest runner, made to count a test file that fails to load as a failed test (npm run mutate only).
// A mutant in a machine's config (`initial: ''`, `states: {}`) makes `createMachine` throw while the test file
// imports the machine. Vitest then reports the file as failed with no tests in it, and @stryker-mutator/vitest-runner
// 9.6 reads only tests: it saw every test that ran pass and called the mutant "Survived". Each such file now adds
// one failed test, so the mutant is killed by the file it broke.
import { TestStatus } from '@stryker-mutator/api/test-runner'
import { strykerPlugins, strykerValidationSchema } from '@stryker-mutator/vitest-runner'

// The runner class is not exported by the package; its module sits beside the package's entry.
const { VitestTestRunner } = await import(new URL('./vitest-test-runner.js', import.meta.resolve('@stryker-mutator/vitest-runner')).href)

/** Tasks of a file, suites included; a file that failed to load has none. */
const hasTests = (suite) => suite.tasks.some((task) => task.type === 'test' || (task.type === 'suite' && hasTests(task)))

const run = VitestTestRunner.prototype.run
VitestTestRunner.prototype.run = async function strictRun(options) {
  const result = await run.call(this, options)
  if (result.status !== 'complete') return result
  const broken = this.ctx.state
    .getFiles()
    .filter((file) => file.result?.state === 'fail' && !hasTests(file))
    .map((file) => ({
      id: `${file.filepath}#(file failed to load)`,
      name: `${file.name} (file failed to load)`,
      status: TestStatus.Failed,
      failureMessage: file.result?.errors?.[0]?.message ?? 'the test file failed to load',
      timeSpentMs: file.result?.duration ?? 0,
      fileName: file.filepath,
    }))
  return broken.length === 0 ? result : { ...result, tests: [...result.tests, ...broken] }
}

export { strykerPlugins, strykerValidationSchema }
