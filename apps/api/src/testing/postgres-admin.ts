import pg from 'pg'

/** The PostgreSQL server tests use: TEST_DATABASE_URL, else the local one with trust auth. */
export function testServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres'
}

export function databaseUrl(name: string): string {
  const url = new URL(testServerUrl())
  url.pathname = `/${name}`
  return url.toString()
}

export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testServerUrl(), connectionTimeoutMillis: 2_000 })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

export async function isPostgresReachable(): Promise<boolean> {
  try {
    await withAdmin((c) => c.query('select 1'))
    return true
  } catch {
    return false
  }
}
