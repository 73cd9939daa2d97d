import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { bootstrapAdmin } from './features/admin/bootstrap'
import { loadContent } from './features/knowledge/load'
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

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  )
  const content = await loadContent(database.db)
  const mailer = createMailer(config.mail)
  const app = await buildApp({ config, database, mailer })

  app.log.info(content, 'content loaded')
  const admin = await bootstrapAdmin(database.db, config.admin)
  if (admin.action === 'created' && admin.generatedPassword) {
    // Printed once, on the console only: the password is never stored in clear or logged to files.
    console.log(
      `\n  Admin account created: ${admin.email}\n  One-time password: ${admin.generatedPassword}\n  Sign in and change it from your profile.\n`,
    )
  } else if (admin.action !== 'none') {
    app.log.info({ email: admin.email }, `admin account ${admin.action}`)
  }

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    try {
      await app.close()
      mailer.close()
      await database.close()
    } finally {
      process.exit(0)
    }
  }
  // A stray rejection is a bug to log, not a reason to drop every other user's requests.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    `${config.appName} is running at ${config.appUrl} (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
