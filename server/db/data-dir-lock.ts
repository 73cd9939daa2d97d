import { mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import lockfile from 'proper-lockfile'

/** Thrown when another server holds DATA_DIR; its message is the one line printed before exiting. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid?: number,
  ) {
    const owner = ownerPid ? ` (pid ${ownerPid})` : ''
    super(
      `DATA_DIR ${dataDir} is in use by another Sonar Assistant server${owner}. Stop it or choose another DATA_DIR.`,
    )
    this.name = 'DataDirInUseError'
  }
}

export interface DataDirLock {
  release(): Promise<void>
}

export interface DataDirLockOptions {
  /** Called if the lock is taken from us while we run (another server removed it): stop writing. */
  onLost?: (error: Error) => void
  /** A lock not refreshed for this long is stale (its holder died, perhaps on another host). */
  staleMs?: number
}

interface Owner {
  pid: number
  host: string
}

/** Folders this process holds, so a second open in the same process is refused too. */
const held = new Set<string>()

/**
 * An exclusive lock on DATA_DIR for the embedded database: two PGlite servers on one folder would each
 * keep their own copy in memory and one side's writes would be lost. proper-lockfile takes the lock (an
 * atomic mkdir of DATA_DIR/server.lock, refreshed every few seconds); DATA_DIR/server.pid names the holder.
 * A holder that died (kill -9, power loss) does not block the next start: on this host a dead pid (gone,
 * or a zombie its parent has not reaped yet) frees the lock at once, elsewhere the lock goes stale after
 * `staleMs` without refreshes.
 */
export async function lockDataDir(dataDir: string, options: DataDirLockOptions = {}): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true })
  const dir = realpathSync(dataDir)
  const lockfilePath = join(dir, 'server.lock')
  const ownerFile = join(dir, 'server.pid')
  const lockOptions = {
    lockfilePath,
    realpath: false,
    stale: options.staleMs ?? 20_000,
    onCompromised: (error: Error) => {
      held.delete(dir)
      if (options.onLost) options.onLost(error)
      else console.error(`The lock on DATA_DIR ${dataDir} was lost: ${error.message}`)
    },
  }

  const attempt = () => lockfile.lock(dir, lockOptions)
  let release: () => Promise<void>
  try {
    release = await attempt()
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error
    const owner = readOwner(ownerFile)
    if (held.has(dir) || !owner || !holderIsGone(owner)) throw new DataDirInUseError(dataDir, owner?.pid)
    // The holder died without releasing. Read the owner again just before removing: a server that took
    // the lock meanwhile has written its own pid by now (it writes it right after taking the lock).
    const again = readOwner(ownerFile)
    if (again && !holderIsGone(again)) throw new DataDirInUseError(dataDir, again.pid)
    rmSync(lockfilePath, { recursive: true, force: true })
    try {
      release = await attempt()
    } catch (retryError) {
      if ((retryError as { code?: string }).code !== 'ELOCKED') throw retryError
      throw new DataDirInUseError(dataDir, readOwner(ownerFile)?.pid)
    }
  }
  held.add(dir)
  writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: hostname() } satisfies Owner))

  let released = false
  return {
    release: async () => {
      if (released) return
      released = true
      held.delete(dir)
      rmSync(ownerFile, { force: true })
      await release().catch(() => {}) // already lost: nothing left to release
    },
  }
}

function readOwner(file: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host }
      : undefined
  } catch {
    return undefined
  }
}

/**
 * True when the recorded holder is a process of this host that no longer runs (or is us, restarted). A
 * killed process whose parent has not yet collected its exit status is a zombie: its pid still answers
 * kill(pid, 0), yet it runs no code and holds nothing, so on Linux its state in /proc decides.
 */
function holderIsGone(owner: Owner): boolean {
  if (owner.host !== hostname()) return false // another machine's process: only staleness tells
  if (owner.pid === process.pid) return true // a container restarted with the same pid: not held by us
  try {
    process.kill(owner.pid, 0)
  } catch (error) {
    return (error as { code?: string }).code === 'ESRCH'
  }
  return hasExited(owner.pid)
}

/**
 * Linux's state letter for a pid, from /proc/<pid>/stat ('R', 'S', 'Z'...); undefined where there is no
 * /proc. The state follows the command name in parentheses, which may itself hold ') ', hence the last ')'.
 */
function processState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ', 1)[0]
  } catch {
    return undefined
  }
}

/** A zombie ('Z') or a dead task ('X', being reaped): the process has exited though its pid remains. */
const hasExited = (pid: number) => ['Z', 'X', 'x'].includes(processState(pid) ?? '')
