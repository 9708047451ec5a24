// `npm run test:system -- --runs 50000 [--seed N]`: the system test (tests/system/) alone, with as many generated
// sequences per configuration as asked (the suite runs 1 000 each); a seed replays one run.
import { spawnSync } from 'node:child_process'

const args = process.argv.slice(2)
const option = (name) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}
const env = { ...process.env }
if (option('runs')) env.LATCH_SYSTEM_RUNS = option('runs')
if (option('seed')) env.LATCH_SYSTEM_SEED = option('seed')
const files = args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'))
const result = spawnSync('npx', ['vitest', 'run', '--project', 'system', ...files], { stdio: 'inherit', env })
process.exit(result.status ?? 1)
