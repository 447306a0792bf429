import { describe, expect, test } from 'vitest'
import { parseStorageUrl } from './storage-url.ts'

function problem(value: string): string {
  try {
    parseStorageUrl(value)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error(`${value} was accepted`)
}

describe('STORAGE_URL', () => {
  test('empty or absent keeps the files in PostgreSQL', () => {
    expect(parseStorageUrl(undefined)).toEqual({ kind: 'postgres' })
    expect(parseStorageUrl('')).toEqual({ kind: 'postgres' })
    expect(parseStorageUrl('  ')).toEqual({ kind: 'postgres' })
  })

  test('names a bucket, its region and, for AWS itself, nothing more', () => {
    expect(parseStorageUrl('s3://shop-files?region=eu-central-1')).toEqual({
      kind: 's3',
      bucket: 'shop-files',
      prefix: '',
      region: 'eu-central-1',
      forcePathStyle: false,
    })
  })

  test('reads a prefix without its slashes, an endpoint and path style', () => {
    expect(
      parseStorageUrl(
        's3://shop-files/caravanserai/eu/?region=us-east-1&endpoint=http://127.0.0.1:9000/&path_style=true',
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'shop-files',
      prefix: 'caravanserai/eu',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    })
    expect(
      parseStorageUrl(
        's3://files?region=auto&endpoint=https://0123abcd.r2.cloudflarestorage.com&path_style=false',
      ),
    ).toMatchObject({
      region: 'auto',
      endpoint: 'https://0123abcd.r2.cloudflarestorage.com',
      forcePathStyle: false,
    })
  })

  test('refuses credentials in the URL, pointing to the AWS variables, without repeating the secret', () => {
    for (const value of [
      's3://AKIAEXAMPLE:wJalrXUtnFEMI@shop-files?region=us-east-1',
      's3://shop-files?region=us-east-1&secret_access_key=wJalrXUtnFEMI',
      's3://shop-files?region=us-east-1&endpoint=https://AKIAEXAMPLE:wJalrXUtnFEMI@minio.example.com',
    ]) {
      const message = problem(value)
      expect(message).toContain('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY')
      expect(message).not.toContain('wJalrXUtnFEMI')
    }
  })

  test('names what is wrong with a malformed URL', () => {
    expect(problem('shop-files')).toBe('it is not a URL')
    expect(problem('https://shop-files.s3.amazonaws.com?region=us-east-1')).toBe('it must start with s3://')
    expect(problem('s3://shop-files')).toMatch(/^region= is required/)
    expect(problem('s3://shop-files?region=us east')).toMatch(/^region= must be/)
    expect(problem('s3://Shop_Files?region=us-east-1')).toMatch(/^the bucket name must be 3 to 63 lowercase/)
    expect(problem('s3:///files?region=us-east-1')).toMatch(/^the bucket name/)
    expect(problem('s3://shop-files:9000?region=us-east-1')).toMatch(/^the bucket takes no port/)
    expect(problem('s3://shop-files/a//b?region=us-east-1')).toMatch(/^the prefix must be/)
    expect(problem('s3://shop-files/a/../b?region=us-east-1')).toMatch(/^the prefix must be/)
    expect(problem('s3://shop-files?region=us-east-1&regoin=x')).toBe(
      'unknown parameter "regoin"; the parameters are region, endpoint and path_style',
    )
    expect(problem('s3://shop-files?region=a&region=b')).toBe('the parameter "region" is given twice')
    expect(problem('s3://shop-files?region=us-east-1&endpoint=minio:9000')).toMatch(
      /^endpoint= must be an http/,
    )
    expect(problem('s3://shop-files?region=us-east-1&endpoint=ftp://minio')).toMatch(
      /^endpoint= must be an http/,
    )
    expect(problem('s3://shop-files?region=us-east-1&endpoint=https://minio/s3')).toMatch(
      /^endpoint= must be the server address alone/,
    )
    expect(problem('s3://shop-files?region=us-east-1&path_style=yes')).toBe(
      'path_style= must be true or false',
    )
    expect(problem('s3://shop-files?region=us-east-1#top')).toBe('it must not end in a #fragment')
  })
})
