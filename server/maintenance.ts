import type { FastifyBaseLogger } from 'fastify'
import type { Db } from './db/client'
import { pruneAuditLog } from './features/audit'
import { pruneLoginFailures } from './features/auth/attempts'
import { pruneExpiredSessions } from './features/auth/sessions'
import { pruneApiLogs } from './features/logs/service'
import { pruneRateLimits } from './plugins/rate-limit-store'

const HOUR_MS = 60 * 60 * 1000

/**
 * Housekeeping at start and hourly: old API logs and admin audit entries (the same retention), expired
 * sessions, throttle counters and old login failures.
 */
export function startMaintenance(db: Db, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      const logs = await pruneApiLogs(db)
      const audit = await pruneAuditLog(db)
      await pruneExpiredSessions(db)
      await pruneRateLimits(db)
      await pruneLoginFailures(db)
      if (logs > 0) log.info({ deleted: logs }, 'pruned old API log rows')
      if (audit > 0) log.info({ deleted: audit }, 'pruned old admin audit entries')
    } catch (err) {
      log.warn({ err }, 'maintenance failed; will retry in an hour')
    }
  }
  void run()
  const timer = setInterval(run, HOUR_MS)
  timer.unref()
  return () => clearInterval(timer)
}
