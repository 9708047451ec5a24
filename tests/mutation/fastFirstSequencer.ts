// Test order for `npm run mutate` only. Stryker's vitest runner runs a mutant's related test files one at a time
// and stops at the first failure, so the order decides what a killed mutant costs: vitest's own order (project by
// name, so `models` first, then the slowest file first) makes nearly every mutant wait for the model walks.
// Here: files that failed last time first (they killed the previous mutant), then the `unit` project before the
// `models` one, then the quickest file first.
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const PROJECT_ORDER = ['unit', 'models']

export class FastFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx
    const result = (spec: TestSpecification) => cache.getFileTestResults(`${spec.project.name}:${relative(config.root, spec.moduleId)}`)
    const rank = (spec: TestSpecification): [number, number, number] => {
      const last = result(spec)
      const project = PROJECT_ORDER.indexOf(spec.project.name)
      return [last?.failed ? 0 : 1, project === -1 ? PROJECT_ORDER.length : project, last?.duration ?? Number.MAX_SAFE_INTEGER]
    }
    return [...files].sort((a, b) => {
      const [x, y] = [rank(a), rank(b)]
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]
    })
  }
}
