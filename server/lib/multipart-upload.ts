import type { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE } from '../../contract/common'
import { AppError, badRequest } from './errors'
import { receiveIntoMemory } from './upload-buffer'

const MB = 1024 * 1024

/** Where an upload's file goes as it arrives (memory, a temporary file), and how it is given up. */
export interface FileReceiver<File> {
  /** Takes the file's bytes as they arrive; when it rejects, it has removed whatever it kept. */
  receive(file: Readable): Promise<File>
  /** Gives up a received file when the request fails after it (a later part over a limit, the form bad). */
  discard(file: File): Promise<void>
}

export interface MultipartFile<File> {
  fileName: string
  file: File
  /** The form's other (text) fields, by name. */
  fields: Record<string, unknown>
}

export interface MultipartUpload {
  fileName: string
  data: Buffer
  /** SHA-256 of the file, computed as it arrived. */
  sha256: string
  /** The form's other (text) fields, by name. */
  fields: Record<string, unknown>
}

export interface MultipartUploadOptions {
  /** The form field that carries the file. */
  field: string
  maxBytes: number
}

/** The one answer to a file over its route's limit. */
export const fileTooLarge = (maxBytes: number) =>
  new AppError(
    413,
    `The file is larger than ${Math.round((maxBytes / MB) * 10) / 10} MB`,
    'PAYLOAD_TOO_LARGE',
    'file',
  )

/** The request's Content-Length, when it has one: an upper bound of the file's size. */
function contentLength(request: FastifyRequest): number | undefined {
  const length = Number(request.headers['content-length'])
  return Number.isSafeInteger(length) && length > 0 ? length : undefined
}

/**
 * Reads a multipart upload: the one file of `field`, handed to `receiver` as it arrives, and the other text
 * fields, whichever order the form sends them in. Answers 400 for a request that is not multipart or carries
 * no such file, and 413 (fileTooLarge) for a file over `maxBytes` (the receiver sees at most that much);
 * other file fields are drained and ignored. A request that fails after the file was received has it
 * discarded, so nothing is left behind.
 */
export async function readMultipartFile<File>(
  request: FastifyRequest,
  { field, maxBytes }: MultipartUploadOptions,
  receiver: FileReceiver<File>,
): Promise<MultipartFile<File>> {
  if (!request.isMultipart()) throw badRequest('Please upload the file as multipart form data', 'file')
  let received: { fileName: string; file: File } | undefined
  const fields: Record<string, unknown> = Object.create(null)
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'file' && part.fieldname === field && !received) {
        const file = await receiver.receive(part.file)
        received = { fileName: part.filename, file }
        if (part.file.truncated) throw fileTooLarge(maxBytes)
        // The file's name is text the form sends like any other field: the contract's one rule holds for it.
        if (!CONTROL_CHARACTERS.test(part.filename))
          throw badRequest(`File name ${CONTROL_CHARACTERS_MESSAGE}`, 'file')
      } else if (part.type === 'file') {
        part.file.resume()
      } else {
        fields[part.fieldname] = part.value
      }
    }
  } catch (error) {
    if (received) await receiver.discard(received.file)
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes)
    throw error
  }
  if (!received) throw badRequest('Please choose a file to upload', 'file')
  return { ...received, fields }
}

/** readMultipartFile with the file received into memory (server/lib/upload-buffer.ts): small uploads only. */
export async function readMultipartUpload(
  request: FastifyRequest,
  options: MultipartUploadOptions,
): Promise<MultipartUpload> {
  const upload = await readMultipartFile(request, options, {
    receive: (file) => receiveIntoMemory(file, contentLength(request), options.maxBytes),
    discard: async () => {},
  })
  return { fileName: upload.fileName, fields: upload.fields, ...upload.file }
}
