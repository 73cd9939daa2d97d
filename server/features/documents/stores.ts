import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { inArray } from 'drizzle-orm'
import type { AppConfig } from '../../config'
import type { Db } from '../../db/client'
import { documents } from '../../db/schema'
import { DatabaseStore } from './database-store'
import type { Logger } from './ingest'
import { S3Store } from './s3-store'
import { type FileStore, FolderStore, STORED_NAME } from './storage'

/** The store config.fileStore names, its local folder DATA_DIR/documents (decision 0068). */
export function createFileStore(config: Pick<AppConfig, 'dataDir' | 'fileStore'>, db: Db): FileStore {
  const dir = join(config.dataDir, 'documents')
  const chosen = config.fileStore
  if (chosen.kind === 's3') return new S3Store(dir, chosen.s3)
  if (chosen.kind === 'database') return new DatabaseStore(dir, db)
  return new FolderStore(dir)
}

async function fingerprint(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256')
  let size = 0
  for await (const piece of stream) {
    hash.update(piece as Buffer)
    size += (piece as Buffer).length
  }
  return { size, sha256: hash.digest('hex') }
}

async function storedFingerprint(store: FileStore, storedName: string) {
  const opened = await store.open(storedName)
  return opened ? fingerprint(opened.stream) : undefined
}

/**
 * At start, when the store is not this instance's folder: the files of documents that are still in
 * DATA_DIR/documents (kept before the store was) are copied into the store, read back from it (size and
 * SHA-256 against the local file), and only then removed here. A run that stops midway is taken up at the
 * next start: a file already in the store and the same is not copied again, a half copy never counts (the
 * stores keep whole files or nothing), and a local file goes only after its copy was verified. Files no
 * document names are left where they are.
 */
export async function moveLocalFilesIntoStore(
  store: FileStore,
  db: Db,
  log: Logger,
): Promise<{ moved: number; failed: number }> {
  if (store.kind === 'folder') return { moved: 0, failed: 0 }
  const local = new FolderStore(store.dir)
  const names = (await local.list()).filter((name) => STORED_NAME.test(name))
  if (names.length === 0) return { moved: 0, failed: 0 }
  const named = await db
    .select({ storedName: documents.storedName })
    .from(documents)
    .where(inArray(documents.storedName, names))
  let moved = 0
  let failed = 0
  for (const { storedName } of named) {
    const path = local.pathOf(storedName)
    try {
      const original = await fingerprint(createReadStream(path))
      const same = (copy: { size: number; sha256: string } | undefined) =>
        copy?.size === original.size && copy.sha256 === original.sha256
      if (!same(await storedFingerprint(store, storedName))) {
        await store.put(path, storedName)
        if (!same(await storedFingerprint(store, storedName))) {
          throw new Error('the copy in the store differs from the local file')
        }
      }
      await rm(path)
      moved++
    } catch (error) {
      // Moved meanwhile by another instance that shares this DATA_DIR: nothing left to do here.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      failed++
      log.error(
        { storedName, error: (error as Error).message },
        'documents: a local file could not be moved into the store; it stays, and is tried again at the next start',
      )
    }
  }
  if (moved || failed) {
    log.info({ moved, failed, store: store.kind }, 'documents: local files moved into the store')
  }
  return { moved, failed }
}
