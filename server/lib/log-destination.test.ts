import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { spawnTsxScript, stdoutOfTsxScript as stdoutOf } from '../test/tsx-script'

const destination = fileURLToPath(new URL('./log-destination.ts', import.meta.url))

describe('bufferedStdout', () => {
  it('writes the lines still waiting when the process exits, and when it crashes', () => {
    const lines = stdoutOf(`
      const { bufferedStdout } = await import(${JSON.stringify(destination)})
      const out = bufferedStdout()
      out.write('first line\\n')
      out.write('second line\\n')
      process.exit(0)`)
    expect(lines).toBe('first line\nsecond line\n')

    let crashed = ''
    try {
      stdoutOf(`
        const { bufferedStdout } = await import(${JSON.stringify(destination)})
        bufferedStdout().write('before the crash\\n')
        setTimeout(() => { throw new Error('boom') }, 10)`)
    } catch (error) {
      crashed = String((error as { stdout?: string }).stdout)
    }
    expect(crashed).toBe('before the crash\n')
  })

  it('writes a waiting line while the process runs on, not only when it exits', async () => {
    const child = spawnTsxScript(
      `const { bufferedStdout } = await import(${JSON.stringify(destination)})
         bufferedStdout().write('a quiet line\\n')
         setTimeout(() => {}, 30_000)`,
    )
    let seen = ''
    const arrived = await new Promise<boolean>((resolve) => {
      const giveUp = setTimeout(() => resolve(false), 10_000)
      child.stdout.on('data', (chunk: Buffer) => {
        seen += chunk.toString()
        if (seen.includes('a quiet line')) {
          clearTimeout(giveUp)
          resolve(true)
        }
      })
    })
    // Killed outright: nothing is written on the way out, so what arrived came while it ran.
    child.kill('SIGKILL')
    expect(arrived).toBe(true)
  })

  it('is one buffer for the whole process', () => {
    const same = stdoutOf(`
      const { bufferedStdout } = await import(${JSON.stringify(destination)})
      console.log(String(bufferedStdout() === bufferedStdout()))`)
    expect(same.trim()).toBe('true')
  })
})
