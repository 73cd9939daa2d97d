import { createHash } from 'node:crypto'

const FIRST_CAPACITY = 1024 * 1024

/**
 * Receives a small uploaded file (a device-import spreadsheet, 10 MB at most) into memory, hashing it
 * (SHA-256) as its pieces arrive. `expectedBytes` (the request's Content-Length, an upper bound) sizes the
 * memory once; without it, it grows. Documents are not received this way: they go to a temporary file
 * (features/documents/storage.ts).
 */
export async function receiveIntoMemory(
  pieces: AsyncIterable<Buffer>,
  expectedBytes: number | undefined,
  maxBytes: number,
): Promise<{ data: Buffer; sha256: string }> {
  const hash = createHash('sha256')
  let capacity = Math.min(Math.max(expectedBytes ?? FIRST_CAPACITY, 64 * 1024), maxBytes + 1)
  let memory = Buffer.allocUnsafe(capacity)
  let size = 0
  for await (const piece of pieces) {
    hash.update(piece)
    if (size + piece.length > capacity) {
      capacity = Math.max(size + piece.length, Math.min(capacity * 2, maxBytes + 1))
      const larger = Buffer.allocUnsafe(capacity)
      memory.copy(larger, 0, 0, size)
      memory = larger
    }
    piece.copy(memory, size)
    size += piece.length
  }
  return { data: memory.subarray(0, size), sha256: hash.digest('hex') }
}
