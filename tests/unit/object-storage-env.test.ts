import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '@/lib/env'

const parse = (source: Record<string, string>) =>
  parseEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'env-s3-')), ...source })

function issuesOf(source: Record<string, string>): string[] {
  try {
    parse(source)
  } catch (error) {
    if (error instanceof EnvError) return error.issues
    throw error
  }
  return []
}

describe('object storage settings', () => {
  it('keep uploads on the local disk when S3_BUCKET is not set (empty values count as unset)', () => {
    expect(parse({}).objectStorage).toBeNull()
    expect(
      parse({ S3_BUCKET: '', S3_ENDPOINT: '', S3_PREFIX: '', S3_FORCE_PATH_STYLE: 'false' }).objectStorage,
    ).toBeNull()
  })

  it('read the bucket, endpoint, keys, path style and prefix as one value', () => {
    const settings = parse({
      S3_BUCKET: 'site-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'sites/gcti',
    }).objectStorage
    expect(settings).toEqual({
      bucket: 'site-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'sites/gcti',
    })
  })

  it('leave the credentials to the SDK when neither key is set (an instance role)', () => {
    const settings = parse({ S3_BUCKET: 'b', S3_REGION: 'ap-northeast-2' }).objectStorage
    expect(settings).toMatchObject({ bucket: 'b', region: 'ap-northeast-2', prefix: '', forcePathStyle: false })
    expect(settings?.credentials).toBeUndefined()
  })

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET: required when S3_ENDPOINT is set'],
    [{ S3_FORCE_PATH_STYLE: 'true' }, 'S3_BUCKET: required when S3_FORCE_PATH_STYLE is set'],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://host' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'b', S3_PREFIX: '../other-site' }, 'S3_PREFIX'],
    [{ S3_BUCKET: 'b', S3_PREFIX: '/gcti/' }, 'S3_PREFIX'],
  ])('refuse %j, naming the variable', (source, expected) => {
    const issues = issuesOf(source as Record<string, string>)
    expect(issues.join('\n')).toContain(expected)
  })
})
