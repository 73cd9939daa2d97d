// A local server that speaks the S3 API (s3rver, from the npm registry), started by the tests that keep
// files in S3: the S3 store is tested the way Stripe and the model providers are, through a real HTTP API on
// the loopback, never through a mock of the SDK.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import type { S3Settings } from '../config'
import { s3Client } from '../features/documents/s3-store'

export interface LocalS3 {
  /** Stops answering (the store is down); start() brings it back on the same port with the same objects. */
  stop(): Promise<void>
  start(): Promise<void>
  /** The S3_* variables that point an app at it. */
  env: Record<string, string>
  settings: S3Settings
  /** Every key in the bucket. */
  keys(): Promise<string[]>
  close(): Promise<void>
}

/** Starts s3rver on a free loopback port with an empty bucket; a server that cannot start fails the test. */
export async function startLocalS3(bucket = 'sonar-manuals', prefix = 'manuals/'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'sonar-s3-'))
  const serve = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    })
  let server: S3rver | undefined = serve(0)
  const { port } = await server.run()
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: prefix,
  }
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix,
  }
  const client = await s3Client(settings)
  return {
    env,
    settings,
    async keys() {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
      return (page.Contents ?? []).map((object) => object.Key ?? '').sort()
    },
    async stop() {
      await server?.close()
      server = undefined
    },
    async start() {
      server = serve(port)
      await server.run()
    },
    async close() {
      client.destroy()
      await server?.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
