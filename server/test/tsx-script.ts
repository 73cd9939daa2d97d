import { type ChildProcessByStdio, execFileSync, spawn } from 'node:child_process'
import type { Readable } from 'node:stream'

/** Node's arguments for running an ES module script given as text, with tsx (so it may import .ts files). */
const TSX_SCRIPT = ['--import', 'tsx', '--input-type=module', '-e']

/** The command line (Node and its arguments) that runs a script with tsx, for a test that starts it another way. */
export const tsxScriptArgs = (script: string) => [process.execPath, ...TSX_SCRIPT, script]

/** Starts a script in a fresh Node process; its stdout is a pipe, its stderr the test's. */
export function spawnTsxScript(script: string): ChildProcessByStdio<null, Readable, null> {
  return spawn(process.execPath, [...TSX_SCRIPT, script], { stdio: ['ignore', 'pipe', 'inherit'] })
}

/** Runs a script in a fresh Node process to its end and returns its stdout (throws when it fails). */
export function stdoutOfTsxScript(script: string): string {
  return execFileSync(process.execPath, [...TSX_SCRIPT, script], { encoding: 'utf8', timeout: 20_000 })
}
