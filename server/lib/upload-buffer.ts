import { createHash } from 'node:crypto'

const FIRST_CAPACITY = 1024 * 1024

/**
 * Receives an uploaded file: its pieces are copied, as they arrive, into memory shared with the file
 * reader's worker (server/lib/file-reader.ts hands it over without copying), and hashed (SHA-256) as they
 * arrive. A 50 MB upload so never holds the event loop for one long copy, hash or hand-over.
 * `expectedBytes` (the request's Content-Length, an upper bound) sizes the memory once; without it, it grows.
 */
export async function receiveFile(
  pieces: AsyncIterable<Buffer>,
  expectedBytes: number | undefined,
  maxBytes: number,
): Promise<{ data: Buffer; sha256: string }> {
  const hash = createHash('sha256')
  let capacity = Math.min(Math.max(expectedBytes ?? FIRST_CAPACITY, 64 * 1024), maxBytes + 1)
  let memory = new Uint8Array(new SharedArrayBuffer(capacity))
  let size = 0
  for await (const piece of pieces) {
    hash.update(piece)
    if (size + piece.length > capacity) {
      capacity = Math.max(size + piece.length, Math.min(capacity * 2, maxBytes + 1))
      const larger = new Uint8Array(new SharedArrayBuffer(capacity))
      larger.set(memory.subarray(0, size))
      memory = larger
    }
    memory.set(piece, size)
    size += piece.length
  }
  return { data: Buffer.from(memory.buffer, 0, size), sha256: hash.digest('hex') }
}
