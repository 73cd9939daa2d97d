import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { DataDirInUseError } from './db/data-dir-lock'
import { bootstrapAdmin } from './features/admin/bootstrap'
import { warmUpAnswers } from './features/answers'
import { resolveSessionSecret } from './features/auth/session-secret'
import { Readiness } from './features/health/readiness'
import { loadContent } from './features/knowledge/load'
import { closeGracefully } from './lib/graceful-close'
import { createMailer } from './mail/mailer'

async function main() {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  let shutdown: ((signal: string, exitCode?: number) => Promise<void>) | undefined
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : {
          kind: 'pglite',
          dataDir: config.dataDir,
          settings: config.pgliteSettings,
          // Another server took DATA_DIR over (it removed our lock): stop before the two copies diverge.
          onLockLost: (error) => {
            console.error(`The lock on DATA_DIR ${config.dataDir} was lost (${error.message}); stopping.`)
            if (shutdown) void shutdown('lock lost', 1)
            else process.exit(1)
          },
        },
  ).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error
    console.error(error.message)
    process.exit(1)
  })
  config.sessionSecret = await resolveSessionSecret(config, database)
  const content = await loadContent(database.db)
  const mailer = createMailer(config.mail)
  // /api/ready answers 503 until the server listens with its content loaded, and again once shutdown begins.
  const readiness = new Readiness('starting')
  const app = await buildApp({ config, database, mailer, readiness })

  app.log.info(content, 'content loaded')
  const admin = await bootstrapAdmin(database.db, config.admin, config.appName)
  if (admin.action === 'created' && admin.generatedPassword) {
    // Printed once, on the console only: the password is never stored in clear or logged to files.
    console.log(
      `\n  Admin account created: ${admin.email}\n  One-time password: ${admin.generatedPassword}\n  Sign in with it: you will be asked to choose your own password at once.\n`,
    )
  } else if (admin.action !== 'none') {
    app.log.info({ email: admin.email }, `admin account ${admin.action}`)
  }

  let closing = false
  shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return
    closing = true
    readiness.markStopping()
    app.log.info({ signal }, 'shutting down: no new requests; answers in flight may finish')
    try {
      await closeGracefully(app)
      mailer.close()
      await database.close()
    } finally {
      process.exit(exitCode)
    }
  }
  // A stray rejection is a bug to log, not a reason to drop every other user's requests.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'))
  process.on('SIGINT', () => void shutdown?.('SIGINT'))
  process.on('SIGTERM', () => void shutdown?.('SIGTERM'))

  await app.ready()
  // Fastify logs one 'listening at' line per interface; the URL to open is APP_URL, printed once below.
  const level = app.log.level
  app.log.level = 'silent'
  try {
    await app.listen({ port: config.port, host: config.host })
  } finally {
    app.log.level = level
  }
  app.log.debug({ addresses: app.addresses() }, 'listening')
  // Ready once the first question need not wait (the section classifier learned, one question planned):
  // a load balancer or orchestrator reading /api/ready sends owners elsewhere until then. It learns in
  // slices, so /api/health and requests already arriving are served meanwhile (decision 0070).
  const warming = Date.now()
  await warmUpAnswers(database.db).then(
    () => app.log.info({ ms: Date.now() - warming }, 'answers warmed up'),
    (error: unknown) =>
      app.log.error({ err: error }, 'answers could not warm up; the first questions will do it'),
  )
  if (closing) return
  readiness.markReady()
  app.log.info(
    `${config.appName} is running at ${config.appUrl} (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  )
}

main().catch((error) => {
  // A configuration problem found after the start (a common ADMIN_PASSWORD) is one line, as at load.
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
