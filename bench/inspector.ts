// Is the Stately inspector in the shipped build? Greps every emitted file for strings that survive
// minification in @statelyai/inspect (its package name, its export name, its protocol events, its URLs).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BuiltPage } from './build'

export const INSPECTOR_NEEDLES = ['createBrowserInspector', '@statelyai/inspect', 'statelyai', 'stately.ai/inspect', 'stately.ai/registry']

export type InspectorScan = { bytes: number; files: { path: string; bytes: number; needles: string[] }[] }

export async function scanForInspector(page: BuiltPage): Promise<InspectorScan> {
  const files: InspectorScan['files'] = []
  for (const file of page.files) {
    const text = (await readFile(join(page.outDir, file.path))).toString('latin1')
    const needles = INSPECTOR_NEEDLES.filter((needle) => text.includes(needle))
    if (needles.length > 0) files.push({ path: file.path, bytes: file.bytes, needles })
  }
  return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files }
}
