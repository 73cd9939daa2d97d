// At start, documents' files still in DATA_DIR/documents (kept before the store was shared) move into the
// store (decision 0068): copied, read back and compared, and only then removed here; a run stopped midway is
// taken up at the next start. Through the documents feature's own start, on PGlite, into the database and S3.
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppConfig, loadConfig } from '../../config'
import { type Database, openDatabase } from '../../db/client'
import { documents } from '../../db/schema'
import { seedAdminId } from '../../test/admin'
import { type LocalS3, startLocalS3 } from '../../test/s3'
import { createManual } from '../devices/service'
import { DatabaseStore } from './database-store'
import { createDocuments } from './routes'
import { S3Store } from './s3-store'
import { FileStore, FolderStore } from './storage'

/** A store whose copies fail for some names (a crash midway), or come out different (a bad disk). */
function faulty<T extends FileStore>(
  store: T,
  fault: { failing?: Set<string>; corrupting?: Set<string> },
): T {
  const put = store.put.bind(store)
  const puts: string[] = []
  Object.assign(store, {
    puts,
    put: async (path: string, storedName: string) => {
      puts.push(storedName)
      if (fault.failing?.has(storedName)) throw new Error('the process stopped here')
      if (fault.corrupting?.has(storedName)) {
        const wrong = join(store.dir, 'wrong.bin')
        writeFileSync(wrong, 'not the file')
        try {
          return await put(wrong, storedName)
        } finally {
          rmSync(wrong, { force: true })
        }
      }
      return put(path, storedName)
    },
  })
  return store
}
const putsOf = (store: FileStore) => (store as FileStore & { puts: string[] }).puts

for (const kind of ['database', 's3'] as const) {
  describe(`moving local files into the ${kind} store at start`, () => {
    let database: Database
    let s3: LocalS3 | undefined
    let dataDir: string
    let local: string
    let config: AppConfig
    const files = new Map<string, Buffer>()
    let unnamed: string

    const makeStore = (fault: Parameters<typeof faulty>[1] = {}) =>
      faulty(
        kind === 'database'
          ? new DatabaseStore(local, database.db)
          : new S3Store(local, (s3 as LocalS3).settings),
        fault,
      )
    /** Starts the documents feature as the app does, with `store`, and stops it again. */
    const start = async (store: FileStore) => {
      const feature = createDocuments({ database, config, log: pino({ level: 'silent' }), store })
      await feature.start()
      await feature.stop()
    }
    const localFiles = () => (existsSync(local) ? readdirSync(local).sort() : [])

    beforeAll(async () => {
      database = await openDatabase({ kind: 'pglite', dataDir: 'memory' })
      if (kind === 's3') s3 = await startLocalS3()
      dataDir = mkdtempSync(join(tmpdir(), 'sonar-move-'))
      local = join(dataDir, 'documents')
      mkdirSync(local)
      config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
      const actor = await seedAdminId(database.db)
      const device = await createManual(database.db, actor, {
        brand: 'Driftwood',
        model: kind,
        deviceType: 'fishfinder',
        specifications: '',
      })
      // Four documents kept in the folder, as before the store was shared; one file no document names.
      for (let id = 1; id <= 4; id++) {
        const data = randomBytes(id === 4 ? 6 * 1024 * 1024 : 2048)
        const storedName = FileStore.storedName(id, '.pdf')
        writeFileSync(join(local, storedName), data)
        files.set(storedName, data)
        await database.db.insert(documents).values({
          id,
          manualId: device.id,
          title: `Manual ${id}`,
          fileName: `manual-${id}.pdf`,
          storedName,
          mimeType: 'application/pdf',
          sizeBytes: data.length,
          contentHash: createHash('sha256').update(data).digest('hex'),
          status: 'ready',
        })
      }
      unnamed = FileStore.storedName(99, '.pdf')
      writeFileSync(join(local, unnamed), 'no document names me')
    }, 60_000)
    afterAll(async () => {
      await database?.close()
      await s3?.close()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('takes up a run stopped midway, and removes a local file only once its copy is verified', async () => {
      const [first, second, third, fourth] = [...files.keys()] as [string, string, string, string]
      // An earlier run copied the first file and stopped before removing it here.
      await makeStore().put(join(local, first), first)

      const store = makeStore({ failing: new Set([second]), corrupting: new Set([third]) })
      await start(store)
      // The first was in the store already and the same: not copied again.
      expect(putsOf(store)).not.toContain(first)
      // Moved: the first and the fourth. Stopped midway: the second. Differing in the store: the third.
      expect(localFiles()).toEqual([second, third, unnamed].sort())
      expect(await store.size(second)).toBeUndefined()
      expect(await store.size(third)).toBe('not the file'.length)
      for (const name of [first, fourth])
        expect((await store.read(name))?.equals(files.get(name) as Buffer)).toBe(true)

      // The next start finishes the move; the file no document names stays where it is.
      const next = makeStore()
      await start(next)
      expect(localFiles()).toEqual([unnamed])
      expect(putsOf(next).sort()).toEqual([second, third].sort())
      for (const [name, data] of files) expect((await next.read(name))?.equals(data)).toBe(true)
      expect((await next.list()).sort()).toEqual([...files.keys()].sort())

      // And a start after that has nothing to move.
      const idle = makeStore()
      await start(idle)
      expect(putsOf(idle)).toEqual([])
    })
  })
}

describe('the folder store', () => {
  it('moves nothing: its files are where they are', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' })
    const dataDir = mkdtempSync(join(tmpdir(), 'sonar-move-'))
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
      expect(config.fileStore).toEqual({ kind: 'folder' })
      const store = faulty(new FolderStore(join(dataDir, 'documents')), {})
      const feature = createDocuments({ database, config, log: pino({ level: 'silent' }), store })
      await feature.start()
      await feature.stop()
      expect(putsOf(store)).toEqual([])
    } finally {
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
