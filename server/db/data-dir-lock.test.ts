import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { spawnTsxScript, tsxScriptArgs } from '../test/tsx-script'
import { openDatabase } from './client'
import { DataDirInUseError, lockDataDir } from './data-dir-lock'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sonar-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Linux's state letter of a process ('S', 'Z'...), read from /proc/<pid>/stat after its command name. */
const stateOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
}

/** Waits until the condition holds (polling every 20 ms), failing after a generous 20 s. */
async function until(condition: () => boolean) {
  for (const deadline = Date.now() + 20_000; !condition(); ) {
    if (Date.now() > deadline) throw new Error('the condition never held')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number

const ONE_LINE =
  /^DATA_DIR .+ is in use by another Sonar Assistant server \(pid \d+\)\. Stop it or choose another DATA_DIR\.$/

describe('the embedded database locks DATA_DIR', () => {
  it('refuses a second server on the same folder with one line, and opens once the first has closed', async () => {
    const dir = tempDir()
    const first = await openDatabase({ kind: 'pglite', dataDir: dir })
    await first.db.execute(`insert into app_settings (key, value) values ('probe', 'first')`)

    const second = openDatabase({ kind: 'pglite', dataDir: dir })
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError)
    const error = (await second.catch((e: Error) => e)) as Error
    expect(error.message).toMatch(ONE_LINE)
    expect(error.message).toContain(`(pid ${process.pid})`)
    expect(error.message).not.toContain('\n')

    await first.close()
    const reopened = await openDatabase({ kind: 'pglite', dataDir: dir })
    const rows = await reopened.db.execute(`select value from app_settings where key = 'probe'`)
    expect((rows as unknown as { rows: { value: string }[] }).rows).toEqual([{ value: 'first' }])
    await reopened.close()
  })

  it('is freed at once when the server holding it was killed with SIGKILL', async () => {
    const dir = tempDir()
    const lockModule = join(import.meta.dirname, 'data-dir-lock.ts')
    const child = spawnTsxScript(
      `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
         await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000)`,
    )
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve())
      child.on('exit', (code) => reject(new Error(`the holder exited early (${code})`)))
    })
    // While it runs, the folder is refused, naming the holder.
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${child.pid})`)

    const exited = new Promise((resolve) => child.on('exit', resolve))
    child.kill('SIGKILL')
    await exited
    // No clean-up ran in the killed process, and its lock is still fresh: the dead pid frees it.
    const started = Date.now()
    const lock = await lockDataDir(dir)
    expect(Date.now() - started).toBeLessThan(2_000)
    await lock.release()
  })

  it.skipIf(!existsSync('/proc/self/stat'))(
    'is freed at once when its killed holder is a zombie its parent has not reaped',
    async () => {
      const dir = tempDir()
      const lockModule = join(import.meta.dirname, 'data-dir-lock.ts')
      const script = `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
        await lockDataDir(${JSON.stringify(dir)}); console.log('locked', process.pid); setInterval(() => {}, 1000)`
      // The holder runs in the background of a shell that then stops itself (SIGSTOP): a stopped parent
      // reaps nothing, so once killed the holder stays a zombie (state Z) until the shell is continued,
      // when its `wait` reaps it.
      const parent = spawn('sh', ['-c', '"$@" & kill -STOP $$; wait', 'sh', ...tsxScriptArgs(script)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      const parentExited = new Promise((resolve) => parent.on('exit', resolve))
      let holder: number | undefined
      try {
        holder = await new Promise<number>((resolve, reject) => {
          parent.stdout.on('data', (chunk: Buffer) => {
            const pid = /locked (\d+)/.exec(chunk.toString())?.[1]
            if (pid) resolve(Number(pid))
          })
          parentExited.then((code) => reject(new Error(`the holder's parent exited early (${code})`)))
        })
        await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${holder})`)

        await until(() => stateOf(parent.pid as number) === 'T')
        process.kill(holder, 'SIGKILL')
        await until(() => stateOf(holder as number) === 'Z')
        // Its pid still answers kill(pid, 0), its lock is fresh and it never cleaned up: it is a zombie.
        expect(() => process.kill(holder as number, 0)).not.toThrow()
        const lock = await lockDataDir(dir)
        await lock.release()
      } finally {
        if (holder) process.kill(holder, 'SIGKILL') // a zombie until its parent runs again: no ESRCH
        process.kill(parent.pid as number, 'SIGCONT')
        await parentExited
      }
    },
  )

  it('frees a lock whose holder on this host is gone, and keeps a fresh one held from another host', async () => {
    const dir = tempDir()
    mkdirSync(join(dir, 'server.lock'))
    writeFileSync(
      join(dir, 'server.pid'),
      JSON.stringify({ pid: deadPid(), host: (await import('node:os')).hostname() }),
    )
    const lock = await lockDataDir(dir)
    await lock.release()

    // Another machine's server (a shared volume): its pid cannot be checked, so a fresh lock holds...
    mkdirSync(join(dir, 'server.lock'))
    writeFileSync(join(dir, 'server.pid'), JSON.stringify({ pid: 4242, host: 'another-host' }))
    await expect(lockDataDir(dir)).rejects.toThrow('(pid 4242)')
    // ...until it has not been refreshed for the stale period (proper-lockfile's stale-lock handling).
    const old = new Date(Date.now() - 60_000)
    utimesSync(join(dir, 'server.lock'), old, old)
    const taken = await lockDataDir(dir)
    await taken.release()
  })
})
