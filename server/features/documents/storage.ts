import { randomBytes } from 'node:crypto'
import { createReadStream, type ReadStream } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

const STORED_NAME = /^\d+-[0-9a-f]{16}\.(pdf|md|txt)$/
const STORED_OR_PARTIAL = /^\d+-[0-9a-f]{16}\.(pdf|md|txt)(\.part)?$/

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

  /** Written under a temporary name and renamed, so a crash never leaves half a file under the real one. */
  async write(storedName: string, data: Uint8Array): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    const path = this.pathOf(storedName)
    const partial = `${path}.part`
    await writeFile(partial, data, { mode: 0o600 })
    await rename(partial, path)
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
   * Removes the stored files that no document names (a deleted device's, a crash's leftovers). Only names
   * this store generates are touched, so a folder configured by mistake loses nothing else.
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
    await Promise.all(orphans.map((name) => rm(join(this.dir, name), { force: true })))
    return orphans
  }
}
