import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import type { S3Client } from '@aws-sdk/client-s3'
import type { S3Settings } from '../../config'
import { FileStore, type OpenedFile, STORED_NAME } from './storage'

/** Multipart pieces: S3's least (5 MiB), one in memory at a time. */
const PART_BYTES = 5 * 1024 * 1024

// The AWS SDK (about 23 MB and 0.2 s to load) is loaded when an S3 store is first used, never otherwise.
let sdk: Promise<[typeof import('@aws-sdk/client-s3'), typeof import('@aws-sdk/lib-storage')]> | undefined
const loadSdk = () => {
  sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')])
  return sdk
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404
}

export async function s3Client(settings: S3Settings): Promise<S3Client> {
  const [{ S3Client }] = await loadSdk()
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
  private client: Promise<S3Client> | undefined

  constructor(
    dir: string,
    private readonly settings: S3Settings,
  ) {
    super(dir)
    this.bucket = settings.bucket
    this.prefix = settings.prefix
  }

  /** The SDK's commands and this store's client, made on first use. */
  private async s3() {
    this.client ??= s3Client(this.settings)
    const [commands, storage] = await loadSdk()
    return { client: await this.client, commands, storage }
  }

  private key(storedName: string): string {
    return `${this.prefix}${storedName}`
  }

  override close(): void {
    this.client?.then((client) => client.destroy()).catch(() => {})
  }

  async put(path: string, storedName: string): Promise<void> {
    const { client, storage } = await this.s3()
    const upload = new storage.Upload({
      client,
      params: { Bucket: this.bucket, Key: this.key(storedName), Body: createReadStream(path) },
      partSize: PART_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    })
    await upload.done()
  }

  async list(): Promise<string[]> {
    const { client, commands } = await this.s3()
    const names: string[] = []
    let token: string | undefined
    do {
      const page = await client.send(
        new commands.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix,
          ContinuationToken: token,
        }),
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
    const { client, commands } = await this.s3()
    try {
      const head = await client.send(
        new commands.HeadObjectCommand({ Bucket: this.bucket, Key: this.key(storedName) }),
      )
      return Number(head.ContentLength ?? 0)
    } catch (error) {
      if (isNotFound(error)) return undefined
      throw error
    }
  }

  protected async openFile(storedName: string): Promise<OpenedFile | undefined> {
    const { client, commands } = await this.s3()
    try {
      const object = await client.send(
        new commands.GetObjectCommand({ Bucket: this.bucket, Key: this.key(storedName) }),
      )
      return { size: Number(object.ContentLength ?? 0), stream: object.Body as Readable }
    } catch (error) {
      if (isNotFound(error)) return undefined
      throw error
    }
  }

  protected async removeFile(storedName: string): Promise<void> {
    const { client, commands } = await this.s3()
    await client.send(new commands.DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(storedName) }))
  }
}
