import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config'
import { type Database, openDatabase } from './client'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sonar-pglite-settings-'))
  dirs.push(dir)
  return dir
}
const opened: Database[] = []
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function setting(database: Database, name: string): Promise<string> {
  const result = await database.db.execute(`select current_setting('${name}') as value`)
  return (result as unknown as { rows: { value: string }[] }).rows[0]?.value as string
}

describe('PGLITE_SHARED_BUFFERS and PGLITE_SETTINGS', () => {
  it('are empty when unset: the embedded database runs on its defaults', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).pgliteSettings).toEqual({})
  })

  it('become Postgres settings, PGLITE_SHARED_BUFFERS over a shared_buffers in PGLITE_SETTINGS', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PGLITE_SHARED_BUFFERS: '32MB',
      PGLITE_SETTINGS: 'work_mem=2MB, Maintenance_Work_Mem=16MB shared_buffers=8MB',
    })
    expect(config.pgliteSettings).toEqual({
      shared_buffers: '32MB',
      work_mem: '2MB',
      maintenance_work_mem: '16MB',
    })
  })

  it.each([
    [
      { PGLITE_SHARED_BUFFERS: '16' },
      'Invalid configuration: PGLITE_SHARED_BUFFERS must be a size such as 16MB (a whole number and kB, MB or GB)',
    ],
    [
      { PGLITE_SHARED_BUFFERS: '16mb' },
      'Invalid configuration: PGLITE_SHARED_BUFFERS must be a size such as 16MB',
    ],
    [
      { PGLITE_SHARED_BUFFERS: '64kB' },
      'Invalid configuration: PGLITE_SHARED_BUFFERS must be at least 128kB',
    ],
    [
      { PGLITE_SETTINGS: 'work_mem 2MB' },
      "Invalid configuration: PGLITE_SETTINGS must be name=value pairs separated by spaces (at 'work_mem')",
    ],
    [
      { PGLITE_SETTINGS: 'work_mem=2MB;drop' },
      'Invalid configuration: PGLITE_SETTINGS must be name=value pairs',
    ],
  ])('refuses %o with one line naming it', (env, message) => {
    const load = () => loadConfig({ DATA_DIR: tempDir(), ...env })
    expect(load).toThrow(ConfigError)
    expect(load).toThrow(message)
  })
})

describe('the embedded database', () => {
  it('runs with a 16MB shared_buffers by default, in memory as in DATA_DIR', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' })
    opened.push(database)
    expect(await setting(database, 'shared_buffers')).toBe('16MB')
  })

  it('is created in a new DATA_DIR, keeps its data, and takes the settings it is given at every start', async () => {
    const dir = tempDir()
    const first = await openDatabase({ kind: 'pglite', dataDir: dir })
    expect(await setting(first, 'shared_buffers')).toBe('16MB')
    // The migrations ran on the database the child process created, pg_trgm included.
    expect(await setting(first, 'server_version_num')).toMatch(/^\d+$/)
    await first.db.execute(`select similarity('transducer', 'transducr')`)
    await first.db.execute(`insert into app_settings (key, value) values ('probe', 'kept')`)
    await first.close()

    const again = await openDatabase({
      kind: 'pglite',
      dataDir: dir,
      settings: { shared_buffers: '8MB', work_mem: '2MB' },
    })
    opened.push(again)
    expect(await setting(again, 'shared_buffers')).toBe('8MB')
    expect(await setting(again, 'work_mem')).toBe('2MB')
    const rows = await again.db.execute(`select value from app_settings where key = 'probe'`)
    expect((rows as unknown as { rows: { value: string }[] }).rows).toEqual([{ value: 'kept' }])
  })

  it('names the settings when Postgres refuses one, and leaves DATA_DIR free', async () => {
    const dir = tempDir()
    await (await openDatabase({ kind: 'pglite', dataDir: dir })).close()
    const refused = openDatabase({ kind: 'pglite', dataDir: dir, settings: { no_such_setting: '1' } })
    await expect(refused).rejects.toThrow(/did not start with the Postgres settings no_such_setting=1/)
    const database = await openDatabase({ kind: 'pglite', dataDir: dir })
    opened.push(database)
    expect(await setting(database, 'shared_buffers')).toBe('16MB')
  })
})
