import type { FastifyRequest } from 'fastify'
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE } from '../../contract/common'
import { AppError, badRequest } from './errors'
import { receiveFile } from './upload-buffer'

const MB = 1024 * 1024

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
 * Reads a multipart upload: the one file of `field` (received into memory and hashed as its pieces arrive,
 * server/lib/upload-buffer.ts) and the other text fields, whichever order the form sends them in.
 * Answers 400 for a request that is not multipart or carries no such file, and 413 (fileTooLarge) for a
 * file over `maxBytes`; other file fields are drained and ignored.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  { field, maxBytes }: MultipartUploadOptions,
): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw badRequest('Please upload the file as multipart form data', 'file')
  let file: { fileName: string; data: Buffer; sha256: string } | undefined
  const fields: Record<string, unknown> = Object.create(null)
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'file' && part.fieldname === field && !file) {
        const received = await receiveFile(part.file, contentLength(request), maxBytes)
        if (part.file.truncated) throw fileTooLarge(maxBytes)
        // The file's name is text the form sends like any other field: the contract's one rule holds for it.
        if (!CONTROL_CHARACTERS.test(part.filename))
          throw badRequest(`File name ${CONTROL_CHARACTERS_MESSAGE}`, 'file')
        file = { fileName: part.filename, data: received.data, sha256: received.sha256 }
      } else if (part.type === 'file') {
        part.file.resume()
      } else {
        fields[part.fieldname] = part.value
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes)
    throw error
  }
  if (!file) throw badRequest('Please choose a file to upload', 'file')
  return { ...file, fields }
}
