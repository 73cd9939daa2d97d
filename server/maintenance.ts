import type { FastifyBaseLogger } from 'fastify'
import type { Db } from './db/client'
import { pruneLoginFailures } from './features/auth/attempts'
import { pruneExpiredSessions } from './features/auth/sessions'
import { pruneApiLogs } from './features/logs/service'
import { pruneRateLimits } from './plugins/rate-limit-store'

const HOUR_MS = 60 * 60 * 1000

/** Housekeeping at start and hourly: old API logs, expired sessions, throttle counters and old login failures. */
export function startMaintenance(db: Db, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      const logs = await pruneApiLogs(db)
      await pruneExpiredSessions(db)
      await pruneRateLimits(db)
      await pruneLoginFailures(db)
      if (logs > 0) log.info({ deleted: logs }, 'pruned old API log rows')
    } catch (err) {
      log.warn({ err }, 'maintenance failed; will retry in an hour')
    }
  }
  void run()
  const timer = setInterval(run, HOUR_MS)
  timer.unref()
  return () => clearInterval(timer)
}
