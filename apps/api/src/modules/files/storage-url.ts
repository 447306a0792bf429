/** Where uploaded files' bytes are kept, as STORAGE_URL names it (docs/storage-s3.md). */
export type StorageSetting = { kind: 'postgres' } | S3Setting

/** An S3-compatible bucket; its credentials come from the AWS SDK's own chain, never from the URL. */
export type S3Setting = {
  kind: 's3'
  bucket: string
  /** Folders every key is kept under, without slashes at either end; '' for the bucket's root. */
  prefix: string
  region: string
  /** The server's address when it is not AWS itself (MinIO, Ceph RGW, R2, Garage). */
  endpoint?: string
  /** Address the bucket in the path (`https://host/bucket/key`) rather than as a host name. */
  forcePathStyle: boolean
}

export const STORAGE_URL_FORM =
  's3://<bucket>[/<prefix>]?region=<region>[&endpoint=https://…][&path_style=true]'

/** Thrown for a STORAGE_URL that cannot be used; its message never repeats the URL, which may hold a secret. */
export class StorageUrlError extends Error {
  override name = 'StorageUrlError'
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/
const PREFIX_SEGMENT = /^[A-Za-z0-9._-]+$/
const PARAMETERS = new Set(['region', 'endpoint', 'path_style'])
const SECRET_LOOKING = /key|secret|token|pass|credential|session/i
const REGION = /^[A-Za-z0-9_-]+$/
const CREDENTIALS_ADVICE =
  'credentials do not belong in the URL; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE) in the environment instead'

/** Reads STORAGE_URL: empty or absent keeps the files in PostgreSQL; `s3://…` names a bucket. */
export function parseStorageUrl(value: string | undefined): StorageSetting {
  if (value === undefined || value.trim() === '') return { kind: 'postgres' }
  const url = URL.parse(value.trim())
  if (!url) throw new StorageUrlError('it is not a URL')
  if (url.protocol !== 's3:') throw new StorageUrlError('it must start with s3://')
  if (url.username || url.password) throw new StorageUrlError(CREDENTIALS_ADVICE)
  if (url.hash) throw new StorageUrlError('it must not end in a #fragment')
  if (url.port)
    throw new StorageUrlError('the bucket takes no port; give the server with endpoint=https://host:port')
  if (!BUCKET.test(url.hostname))
    throw new StorageUrlError(
      'the bucket name must be 3 to 63 lowercase letters, digits, dots or hyphens, beginning and ending with a letter or digit',
    )
  const query = readQuery(url.searchParams)
  if (!query.region)
    throw new StorageUrlError(
      'region= is required (us-east-1 for most servers, auto for R2, garage for Garage)',
    )
  if (!REGION.test(query.region))
    throw new StorageUrlError('region= must be letters, digits, hyphens or underscores')
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: readPrefix(url.pathname, value),
    region: query.region,
    ...(query.endpoint === undefined ? {} : { endpoint: readEndpoint(query.endpoint) }),
    forcePathStyle: readPathStyle(query.path_style),
  }
}

function readQuery(params: URLSearchParams): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {}
  for (const [name, value] of params) {
    if (!PARAMETERS.has(name)) {
      if (SECRET_LOOKING.test(name)) throw new StorageUrlError(CREDENTIALS_ADVICE)
      throw new StorageUrlError(
        `unknown parameter "${name}"; the parameters are region, endpoint and path_style`,
      )
    }
    if (name in query) throw new StorageUrlError(`the parameter "${name}" is given twice`)
    query[name] = value
  }
  return query
}

/** The prefix as written: the URL parser resolves `a/../b` to `b`, which is not what was meant. */
function readPrefix(pathname: string, written: string): string {
  const prefix = pathname.replace(/^\/+/, '').replace(/\/+$/, '')
  const dotted = /\/\.\.?(\/|$)/.test(written.split(/[?#]/)[0] ?? '')
  const odd = prefix !== '' && prefix.split('/').some((segment) => !PREFIX_SEGMENT.test(segment))
  if (dotted || odd)
    throw new StorageUrlError(
      'the prefix must be folder names of letters, digits, dots, hyphens or underscores, separated by single slashes',
    )
  return prefix
}

function readEndpoint(value: string): string {
  const endpoint = URL.parse(value)
  if (!endpoint || (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:'))
    throw new StorageUrlError(
      'endpoint= must be an http:// or https:// URL, e.g. https://minio.example.com:9000',
    )
  if (endpoint.username || endpoint.password) throw new StorageUrlError(CREDENTIALS_ADVICE)
  if (endpoint.pathname !== '/' || endpoint.search || endpoint.hash)
    throw new StorageUrlError('endpoint= must be the server address alone, with no path or query')
  return endpoint.origin
}

function readPathStyle(value: string | undefined): boolean {
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  throw new StorageUrlError('path_style= must be true or false')
}
