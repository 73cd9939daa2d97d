import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

const STORED_NAME = /^\d+-[0-9a-f]{16}\.(pdf|md|txt)$/
const STORED_OR_PARTIAL = /^\d+-[0-9a-f]{16}\.(pdf|md|txt)(\.part)?$/
const UPLOAD_NAME = /^upload-[0-9a-f]{16}\.tmp$/
/** An upload's temporary file not written to for this long was left by a crash (one being received is). */
const ABANDONED_UPLOAD_MS = 60 * 60_000
/** How much of an upload's start is kept in memory: a PDF's signature is within its first kilobyte. */
const HEAD_BYTES = 1024

/** An upload received into the store's folder under a temporary name, before it is a document's file. */
export interface ReceivedUpload {
  /** The temporary file: what the file reader checks. */
  path: string
  size: number
  /** SHA-256 of the file in hex, computed as it arrived. */
  sha256: string
  /** Its first kilobyte. */
  head: Buffer
}

/**
 * The original files of uploaded documents, in one folder outside anything the web server serves. Names are
 * generated here (`<docId>-<random>.<ext>`), never taken from an upload, so no request can reach another path.
 */
export class DocumentStore {
  constructor(readonly dir: string) {}

  static storedName(documentId: number, extension: string): string {
    return `${documentId}-${randomBytes(8).toString('hex')}${extension}`
  }

  /** Where a stored file is: for the file reader's worker, which reads it itself. */
  pathOf(storedName: string): string {
    if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored document name: ${storedName}`)
    return join(this.dir, storedName)
  }

  /**
   * Receives an upload as it arrives into a temporary file in this folder, hashing it on the way; the
   * pipeline's back-pressure holds the request while the disk is behind, so memory holds a piece or two at a
   * time, never the file. A failed receipt (the client went away, the file was over its limit) removes what
   * was written before it rejects.
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
    try {
      await pipeline(file, hashing, createWriteStream(path, { flags: 'wx', mode: 0o600 }))
    } catch (error) {
      await rm(path, { force: true })
      throw error
    }
    return { path, size, sha256: hash.digest('hex'), head: Buffer.concat(head) }
  }

  /** Bytes already in memory (scripts, tests), received as an upload is. */
  receiveBytes(data: Uint8Array): Promise<ReceivedUpload> {
    return this.receive(Readable.from([Buffer.from(data.buffer, data.byteOffset, data.byteLength)]))
  }

  /** The upload becomes the stored file `storedName` (a rename in the same folder: never half a file). */
  async keep(upload: ReceivedUpload, storedName: string): Promise<void> {
    await rename(upload.path, this.pathOf(storedName))
  }

  /** Removes an upload's temporary file; nothing happens once it was kept. */
  async discard(upload: ReceivedUpload): Promise<void> {
    await rm(upload.path, { force: true })
  }

  /** The file's bytes, or undefined when it is missing. */
  async read(storedName: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(storedName))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }

  /** The file's size in bytes, or undefined when it is missing. */
  async size(storedName: string): Promise<number | undefined> {
    try {
      return (await stat(this.pathOf(storedName))).size
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }

  stream(storedName: string): ReadStream {
    return createReadStream(this.pathOf(storedName))
  }

  async remove(storedName: string): Promise<void> {
    await rm(this.pathOf(storedName), { force: true })
  }

  /**
   * Removes the stored files that no document names (a deleted device's, a crash's leftovers), and uploads'
   * temporary files nothing has written to for an hour (one being received is written to all the time, and
   * kept or removed within seconds after). Only names this store generates are touched, so a folder
   * configured by mistake loses nothing else.
   */
  async removeAllBut(keep: Set<string>): Promise<string[]> {
    let names: string[]
    try {
      names = await readdir(this.dir)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    const orphans = names.filter((name) => STORED_OR_PARTIAL.test(name) && !keep.has(name))
    const uploads = await Promise.all(
      names
        .filter((name) => UPLOAD_NAME.test(name))
        .map(async (name) => ({ name, abandoned: await this.abandoned(name) })),
    )
    orphans.push(...uploads.filter((upload) => upload.abandoned).map((upload) => upload.name))
    await Promise.all(orphans.map((name) => rm(join(this.dir, name), { force: true })))
    return orphans
  }

  private async abandoned(uploadName: string): Promise<boolean> {
    try {
      return Date.now() - (await stat(join(this.dir, uploadName))).mtimeMs > ABANDONED_UPLOAD_MS
    } catch {
      return false // gone meanwhile
    }
  }
}
