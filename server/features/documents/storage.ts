import { createHash, randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export const STORED_NAME = /^\d+-[0-9a-f]{16}\.(pdf|md|txt)$/
const STORED_OR_PARTIAL = /^\d+-[0-9a-f]{16}\.(pdf|md|txt)(\.part)?$/
const UPLOAD_NAME = /^upload-[0-9a-f]{16}\.tmp$/
const LOCAL_COPY_NAME = /^reading-[0-9a-f]{16}\.tmp$/
/** An upload's temporary file not written to for this long was left by a crash (one being received is). */
const ABANDONED_UPLOAD_MS = 60 * 60_000
/**
 * A local copy of a stored file (read by the file reader) older than this was left by a crash: a reading
 * lasts at most two hours (READING_BUDGET.maxDocumentMs) and a minute.
 */
const ABANDONED_COPY_MS = 3 * 60 * 60_000
/** How much of an upload's start is kept in memory: a PDF's signature is within its first kilobyte. */
const HEAD_BYTES = 1024

/** An upload received into this instance's folder under a temporary name, before it is a document's file. */
export interface ReceivedUpload {
  /** The temporary file: what the file reader checks. */
  path: string
  size: number
  /** SHA-256 of the file in hex, computed as it arrived. */
  sha256: string
  /** Its first kilobyte. */
  head: Buffer
}

/** A stored file opened for reading: its size and its bytes as a stream (never all of them in memory). */
export interface OpenedFile {
  size: number
  stream: Readable
}

export type FileStoreKind = 'folder' | 'database' | 's3'

export function checkStoredName(storedName: string): string {
  if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored document name: ${storedName}`)
  return storedName
}

/**
 * Removes a file a failed pipeline was writing, once its stream has closed. The file is opened after the stream
 * is made, and a pipeline can reject while the open is under way (a client gone before its first byte): a file
 * removed before it is made would be made after, and stay.
 */
async function removeOnceClosed(stream: WriteStream, path: string): Promise<void> {
  if (!stream.closed) await once(stream, 'close').catch(() => {})
  await rm(path, { force: true })
}

/**
 * Where the original files of uploaded documents are kept (decision 0068): a folder of this instance's
 * DATA_DIR, or, for instances that share a PostgreSQL database, a place every one of them reaches (the
 * database itself, or S3-compatible object storage). Names are generated here (`<docId>-<random>.<ext>`),
 * never taken from an upload, so no request can reach another file.
 *
 * Every store receives an upload first into a temporary file in this instance's folder (`dir`, never a
 * web-served one): the untrusted-file checks read it there. `keep` then makes it the stored file, whole or
 * not at all. A stored file is never changed: it is written once and removed whole.
 */
export abstract class FileStore {
  abstract readonly kind: FileStoreKind

  /** `dir`: this instance's folder for uploads being received and local copies (DATA_DIR/documents). */
  constructor(readonly dir: string) {}

  static storedName(documentId: number, extension: string): string {
    return `${documentId}-${randomBytes(8).toString('hex')}${extension}`
  }

  /**
   * Receives an upload as it arrives into a temporary file in this instance's folder, hashing it on the way;
   * the pipeline's back-pressure holds the request while the disk is behind, so memory holds a piece or two
   * at a time, never the file. A failed receipt (the client went away, the file was over its limit) removes
   * what was written before it rejects.
   */
  async receive(file: Readable): Promise<ReceivedUpload> {
    await mkdir(this.dir, { recursive: true })
    const path = join(this.dir, `upload-${randomBytes(8).toString('hex')}.tmp`)
    const hash = createHash('sha256')
    const head: Buffer[] = []
    let size = 0
    const hashing = new Transform({
      transform(piece: Buffer, _encoding, done) {
        hash.update(piece)
        if (size < HEAD_BYTES) head.push(piece.subarray(0, HEAD_BYTES - size))
        size += piece.length
        done(null, piece)
      },
    })
    const written = createWriteStream(path, { flags: 'wx', mode: 0o600 })
    try {
      await pipeline(file, hashing, written)
    } catch (error) {
      await removeOnceClosed(written, path)
      throw error
    }
    return { path, size, sha256: hash.digest('hex'), head: Buffer.concat(head) }
  }

  /** Bytes already in memory (scripts, tests), received as an upload is. */
  receiveBytes(data: Uint8Array): Promise<ReceivedUpload> {
    return this.receive(Readable.from([Buffer.from(data.buffer, data.byteOffset, data.byteLength)]))
  }

  /**
   * The upload becomes the stored file `storedName`, whole or not at all: a failed keep leaves nothing in
   * the store (the temporary file is the caller's to discard).
   */
  async keep(upload: ReceivedUpload, storedName: string): Promise<void> {
    await this.put(upload.path, checkStoredName(storedName))
    await rm(upload.path, { force: true })
  }

  /** Removes an upload's temporary file; nothing happens once it was kept. */
  async discard(upload: ReceivedUpload): Promise<void> {
    await rm(upload.path, { force: true })
  }

  /** The file's size in bytes, or undefined when it is missing. */
  async size(storedName: string): Promise<number | undefined> {
    return this.sizeOf(checkStoredName(storedName))
  }

  /** The file opened for reading, or undefined when it is missing; the caller reads or destroys the stream. */
  async open(storedName: string): Promise<OpenedFile | undefined> {
    return this.openFile(checkStoredName(storedName))
  }

  /** The file's bytes in memory, or undefined when it is missing: for small files (tests, scripts). */
  async read(storedName: string): Promise<Buffer | undefined> {
    const opened = await this.open(storedName)
    if (!opened) return undefined
    const pieces: Buffer[] = []
    for await (const piece of opened.stream) pieces.push(piece as Buffer)
    return Buffer.concat(pieces)
  }

  /** Removes the file; a missing one is fine. */
  async remove(storedName: string): Promise<void> {
    return this.removeFile(checkStoredName(storedName))
  }

  /**
   * Runs `use` with a path of this machine holding the file (the file reader's worker reads a path itself);
   * undefined when the file is missing. A store elsewhere copies it (streamed) into this instance's folder
   * for the time of `use`, and removes the copy however `use` ends.
   */
  async withLocalFile<T>(storedName: string, use: (path: string) => Promise<T>): Promise<T | undefined> {
    const opened = await this.open(storedName)
    if (!opened) return undefined
    await mkdir(this.dir, { recursive: true })
    const path = join(this.dir, `reading-${randomBytes(8).toString('hex')}.tmp`)
    const copy = createWriteStream(path, { flags: 'wx', mode: 0o600 })
    try {
      await pipeline(opened.stream, copy)
      return await use(path)
    } finally {
      opened.stream.destroy()
      await removeOnceClosed(copy, path)
    }
  }

  /**
   * Removes the stored files that no document names (a deleted device's, a crash's leftovers), and this
   * instance's temporary files a crash left (uploads nothing has written to for an hour; local copies older
   * than any reading). The store is listed before `named` is asked: a document's row is written before its
   * file is kept, so a file kept meanwhile (by another instance) is named by then, never taken. Only names
   * this store generates are touched, so a folder or bucket shared by mistake loses nothing else.
   */
  async removeAllBut(named: () => Promise<Set<string>>): Promise<string[]> {
    const stored = await this.list()
    const temporary = await this.abandonedLocalFiles()
    const keep = await named()
    const orphans = stored.filter((name) => !keep.has(name))
    for (const name of orphans) await this.removeListed(name)
    await Promise.all(temporary.map((name) => rm(join(this.dir, name), { force: true })))
    return [...orphans, ...temporary]
  }

  /** Lets go of what the store holds open (S3's connections). */
  close(): void {}

  /** The names of the files in the store (of the names it generates). */
  abstract list(): Promise<string[]>
  /** Copies the file at `path` into the store as `storedName`, whole or not at all; `path` stays. */
  abstract put(path: string, storedName: string): Promise<void>
  protected abstract sizeOf(storedName: string): Promise<number | undefined>
  protected abstract openFile(storedName: string): Promise<OpenedFile | undefined>
  protected abstract removeFile(storedName: string): Promise<void>
  /** Removes a name `list` answered (the folder's may be a partial file's, `<name>.part`). */
  protected removeListed(name: string): Promise<void> {
    return this.removeFile(name)
  }

  private async abandonedLocalFiles(): Promise<string[]> {
    let names: string[]
    try {
      names = await readdir(this.dir)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    const found = await Promise.all(
      names.map(async (name) => {
        const age = UPLOAD_NAME.test(name)
          ? ABANDONED_UPLOAD_MS
          : LOCAL_COPY_NAME.test(name)
            ? ABANDONED_COPY_MS
            : undefined
        if (age === undefined) return undefined
        try {
          return Date.now() - (await stat(join(this.dir, name))).mtimeMs > age ? name : undefined
        } catch {
          return undefined // gone meanwhile
        }
      }),
    )
    return found.filter((name): name is string => name !== undefined)
  }
}

/**
 * The files in this instance's folder (DATA_DIR/documents): the embedded database's store, where this
 * server is the only one. Keeping an upload is a rename in the same folder: never half a file.
 */
export class FolderStore extends FileStore {
  readonly kind = 'folder'

  /** Where a stored file is. */
  pathOf(storedName: string): string {
    return join(this.dir, checkStoredName(storedName))
  }

  override async keep(upload: ReceivedUpload, storedName: string): Promise<void> {
    await rename(upload.path, this.pathOf(storedName))
  }

  async put(path: string, storedName: string): Promise<void> {
    const part = `${this.pathOf(storedName)}.part`
    const written = createWriteStream(part, { mode: 0o600 })
    try {
      await pipeline(createReadStream(path), written)
      await rename(part, this.pathOf(storedName))
    } catch (error) {
      await removeOnceClosed(written, part)
      throw error
    }
  }

  /** The stored file itself: nothing to copy. */
  override async withLocalFile<T>(
    storedName: string,
    use: (path: string) => Promise<T>,
  ): Promise<T | undefined> {
    if ((await this.size(storedName)) === undefined) return undefined
    return use(this.pathOf(storedName))
  }

  async list(): Promise<string[]> {
    try {
      return (await readdir(this.dir)).filter((name) => STORED_OR_PARTIAL.test(name))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
  }

  /** `<name>.part` goes with its file: it is named when the file is. */
  override async removeAllBut(named: () => Promise<Set<string>>): Promise<string[]> {
    return super.removeAllBut(async () => {
      const keep = await named()
      for (const name of [...keep]) keep.add(`${name}.part`)
      return keep
    })
  }

  protected override async removeListed(name: string): Promise<void> {
    await rm(join(this.dir, name), { force: true })
  }

  protected async sizeOf(storedName: string): Promise<number | undefined> {
    try {
      return (await stat(this.pathOf(storedName))).size
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }

  protected async openFile(storedName: string): Promise<OpenedFile | undefined> {
    const size = await this.sizeOf(storedName)
    if (size === undefined) return undefined
    return { size, stream: createReadStream(this.pathOf(storedName)) }
  }

  protected async removeFile(storedName: string): Promise<void> {
    await rm(this.pathOf(storedName), { force: true })
  }
}
