// The central directory of a zip archive (an .xlsx is one), read by hand so an upload's declared sizes can
// be checked before anything inflates it. Only what that check needs: no ZIP64 (refused), no multi-disk.
// Declared sizes can lie; whatever reads the archive afterwards still needs its own limits.

export interface ZipEntryInfo {
  name: string
  compressedSize: number
  uncompressedSize: number
}

/** Not a zip archive this reader accepts; the message is for the person who uploaded it. */
export class ZipDirectoryError extends Error {
  override readonly name = 'ZipDirectoryError'
}

const END_SIGNATURE = 0x06054b50
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50
const ENTRY_SIGNATURE = 0x02014b50
const END_SIZE = 22
const ENTRY_SIZE = 46
const MAX_COMMENT = 0xffff

/** The entries of a zip's central directory, as declared. */
export function zipEntries(data: Buffer): ZipEntryInfo[] {
  let end = -1
  for (let at = data.length - END_SIZE; at >= Math.max(0, data.length - END_SIZE - MAX_COMMENT); at--) {
    if (data.readUInt32LE(at) === END_SIGNATURE) {
      end = at
      break
    }
  }
  if (end < 0) throw new ZipDirectoryError('it has no zip directory (damaged or not a zip file)')
  if (end >= 20 && data.readUInt32LE(end - 20) === ZIP64_LOCATOR_SIGNATURE) {
    throw new ZipDirectoryError('it is a ZIP64 archive, which a spreadsheet of this size never needs')
  }
  const disk = data.readUInt16LE(end + 4)
  const directoryDisk = data.readUInt16LE(end + 6)
  const count = data.readUInt16LE(end + 10)
  const size = data.readUInt32LE(end + 12)
  const offset = data.readUInt32LE(end + 16)
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    throw new ZipDirectoryError('it is a ZIP64 archive, which a spreadsheet of this size never needs')
  }
  if (disk !== 0 || directoryDisk !== 0) throw new ZipDirectoryError('it is split over several files')
  if (offset + size > end) throw new ZipDirectoryError('its zip directory is damaged')
  const entries: ZipEntryInfo[] = []
  let at = offset
  for (let i = 0; i < count; i++) {
    if (at + ENTRY_SIZE > offset + size || data.readUInt32LE(at) !== ENTRY_SIGNATURE) {
      throw new ZipDirectoryError('its zip directory is damaged')
    }
    const compressedSize = data.readUInt32LE(at + 20)
    const uncompressedSize = data.readUInt32LE(at + 24)
    const nameLength = data.readUInt16LE(at + 28)
    const extraLength = data.readUInt16LE(at + 30)
    const commentLength = data.readUInt16LE(at + 32)
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) {
      throw new ZipDirectoryError('it is a ZIP64 archive, which a spreadsheet of this size never needs')
    }
    const next = at + ENTRY_SIZE + nameLength + extraLength + commentLength
    if (next > offset + size) throw new ZipDirectoryError('its zip directory is damaged')
    const name = data.toString('utf8', at + ENTRY_SIZE, at + ENTRY_SIZE + nameLength)
    entries.push({ name, compressedSize, uncompressedSize })
    at = next
  }
  return entries
}

export interface ZipLimits {
  maxEntries: number
  /** The largest one entry may inflate to, in bytes. */
  maxEntryBytes: number
  /** All entries together, in bytes. */
  maxTotalBytes: number
  /** The most one entry may inflate per byte stored, once it is larger than `ratioFromBytes`. */
  maxRatio: number
  ratioFromBytes: number
}

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`

/** Refuses (ZipDirectoryError, saying why) an archive whose declared sizes go over the limits. */
export function checkZipSizes(data: Buffer, limits: ZipLimits): ZipEntryInfo[] {
  const entries = zipEntries(data)
  if (entries.length > limits.maxEntries) {
    throw new ZipDirectoryError(`it holds ${entries.length} files; at most ${limits.maxEntries} are expected`)
  }
  let total = 0
  for (const entry of entries) {
    if (entry.uncompressedSize > limits.maxEntryBytes) {
      throw new ZipDirectoryError(
        `its part ${entry.name} unpacks to ${mb(entry.uncompressedSize)}, more than ${mb(limits.maxEntryBytes)}`,
      )
    }
    if (
      entry.uncompressedSize > limits.ratioFromBytes &&
      entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1)
    ) {
      throw new ZipDirectoryError(
        `its part ${entry.name} unpacks to ${Math.round(entry.uncompressedSize / Math.max(entry.compressedSize, 1))} times its size, a sign of a zip bomb`,
      )
    }
    total += entry.uncompressedSize
  }
  if (total > limits.maxTotalBytes) {
    throw new ZipDirectoryError(`it unpacks to ${mb(total)}, more than ${mb(limits.maxTotalBytes)}`)
  }
  return entries
}
