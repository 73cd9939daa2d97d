import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { AppConfig } from '../../config'
import type { Database } from '../../db/client'
import { appSettings } from '../../db/schema'

const SETTING_KEY = 'session_secret'

/**
 * The secret that signs session cookies. SESSION_SECRET when set (always in production). Otherwise one is
 * generated once and kept: on PostgreSQL in the shared `app_settings` table, so every instance signs with
 * the same secret (concurrent first starts agree: the first insert wins, everyone reads it back); on the
 * embedded database in DATA_DIR/session-secret, which only one server can use at a time.
 */
export async function resolveSessionSecret(
  config: Pick<AppConfig, 'sessionSecret' | 'dataDir'>,
  database: Database,
): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret
  if (database.kind === 'pglite') return readOrCreateFileSecret(config.dataDir)
  // A single instance that ran before the secret moved to the database keeps its sessions.
  const file = join(config.dataDir, 'session-secret')
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : ''
  const candidate = kept.length >= 32 ? kept : generateSecret()
  await database.db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: candidate })
    .onConflictDoNothing({ target: appSettings.key })
  const [row] = await database.db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTING_KEY))
  if (!row) throw new Error('The shared session secret could not be read back from app_settings')
  return row.value
}

function generateSecret(): string {
  return randomBytes(48).toString('base64url')
}

/** Generated once and kept in DATA_DIR, private, so sessions survive restarts. */
function readOrCreateFileSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret')
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : ''
  if (kept.length >= 32) return kept
  mkdirSync(dataDir, { recursive: true })
  const secret = generateSecret()
  writeFileSync(file, secret, { mode: 0o600 })
  chmodSync(file, 0o600)
  return secret
}
