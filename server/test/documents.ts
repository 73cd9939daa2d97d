// Uploading a device's manual through the API, and waiting for its reading, as the Admin Console does: for
// the document tests.
import type { FastifyInstance } from 'fastify'
import type { ManualDocument } from '../../contract/documents'
import { injectAs } from './context'

export const UPLOAD_BOUNDARY = '----sonar-documents-boundary'

/** The multipart body of an upload: the file (in `field`, 'file' unless told) and an optional title. */
export function documentUploadBody(
  fileName: string,
  data: Uint8Array,
  options: { title?: string; field?: string } = {},
): Buffer {
  const title =
    options.title === undefined
      ? ''
      : `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${options.title}\r\n`
  return Buffer.concat([
    Buffer.from(
      `${title}--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${UPLOAD_BOUNDARY}--\r\n`),
  ])
}

/** POST /api/admin/manuals/{id}/documents with a body made by documentUploadBody. */
export function postDocument(
  app: FastifyInstance,
  cookie: string | undefined,
  manualId: number,
  body: Buffer,
) {
  return injectAs(app, cookie, {
    method: 'POST',
    url: `/api/admin/manuals/${manualId}/documents`,
    headers: { 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
    payload: body,
  })
}

/** Polls the device's list of documents, as the Admin Console does, until this one is no longer processing. */
export async function settledDocument(
  app: FastifyInstance,
  cookie: string,
  manualId: number,
  documentId: number,
  timeoutMs: number,
): Promise<ManualDocument> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const list: ManualDocument[] = (
      await injectAs(app, cookie, { method: 'GET', url: `/api/admin/manuals/${manualId}/documents` })
    ).json()
    const found = list.find((d) => d.id === documentId)
    if (!found) throw new Error(`document ${documentId} is gone`)
    if (found.status !== 'processing') return found
    if (Date.now() > deadline) throw new Error(`document ${documentId} still processing`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
