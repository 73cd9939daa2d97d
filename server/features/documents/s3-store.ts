import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import type { S3Settings } from '../../config'
import { FileStore, type OpenedFile, STORED_NAME } from './storage'

/** Multipart pieces: S3's least (5 MiB), one in memory at a time. */
const PART_BYTES = 5 * 1024 * 1024

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata?.httpStatusCode === 404)
  )
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Other S3-compatible servers do not all know the SDK's newer default checksums (and the chunked
    // uploads that carry them): checksums only where the API requires them.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  })
}

/**
 * The files in an S3-compatible bucket every instance reaches (decision 0068): when S3_BUCKET is set. The
 * key is S3_PREFIX and the stored name. An upload is streamed from its temporary file (a multipart upload
 * over 5 MiB, aborted if it fails, so a failed keep leaves no object); a download streams the object's body.
 */
export class S3Store extends FileStore {
  readonly kind = 's3'
  private readonly bucket: string
  private readonly prefix: string

  constructor(
    dir: string,
    settings: S3Settings,
    private readonly client: S3Client = s3Client(settings),
  ) {
    super(dir)
    this.bucket = settings.bucket
    this.prefix = settings.prefix
  }

  private key(storedName: string): string {
    return `${this.prefix}${storedName}`
  }

  override close(): void {
    this.client.destroy()
  }

  async put(path: string, storedName: string): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.key(storedName), Body: createReadStream(path) },
      partSize: PART_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    })
    await upload.done()
  }

  async list(): Promise<string[]> {
    const names: string[] = []
    let token: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: token }),
      )
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.prefix.length)
        if (name && STORED_NAME.test(name)) names.push(name)
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return names
  }

  protected async sizeOf(storedName: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(storedName) }),
      )
      return Number(head.ContentLength ?? 0)
    } catch (error) {
      if (isNotFound(error)) return undefined
      throw error
    }
  }

  protected async openFile(storedName: string): Promise<OpenedFile | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.key(storedName) }),
      )
      return { size: Number(object.ContentLength ?? 0), stream: object.Body as Readable }
    } catch (error) {
      if (isNotFound(error)) return undefined
      throw error
    }
  }

  protected async removeFile(storedName: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(storedName) }))
  }
}
