// A cluster on loopback as production would run it: a private PostgreSQL, a private Redis, an
// SMTP sink, N instances of the built product, each with a DATA_DIR of its own as on separate
// machines (files go to the store, docs/decisions/047-files-in-a-store.md), and HAProxy in front.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type PrivatePostgres, startPrivatePostgres } from '../../../apps/api/src/testing/private-postgres.ts'
import { startS3Server, TEST_S3_CREDENTIALS } from '../../../apps/api/src/testing/s3-server.ts'
import { startSmtpSink } from '../../../apps/api/src/testing/smtp-sink.ts'
import { freePort } from './free-port.ts'
import { Instance } from './instances.ts'
import { type Balancer, type Service, startHaproxy, startRedis } from './services.ts'

export type Cluster = {
  postgres: PrivatePostgres
  redis: Service
  mail: Awaited<ReturnType<typeof startSmtpSink>>
  instances: Instance[]
  balancer: Balancer
  /** The load balancer's address: what buyers and operators use. */
  url: string
  /** Where the instances keep uploaded files. */
  storage: ClusterStorage
  stop: () => Promise<void>
}

/** Where the instances keep uploaded files: the database (the default) or an S3-compatible bucket. */
export type ClusterStorage = 'postgres' | 's3'

/**
 * Starts every part; the three instances (as many as deploy/haproxy.cfg names) start at the same
 * moment on the empty database. With `storage: 's3'`, an S3-compatible server of the tests'
 * (s3rver) holds their files.
 */
export async function startCluster({
  storage = 'postgres',
}: {
  storage?: ClusterStorage
} = {}): Promise<Cluster> {
  const postgres = await startPrivatePostgres({ maxConnections: 200 })
  const redis = await startRedis()
  const mail = await startSmtpSink()
  const s3 = storage === 's3' ? await startS3Server() : undefined
  const bucket = await s3?.bucket('shop')
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-cluster-'))
  const balancerPort = await freePort()
  const env = {
    databaseUrl: postgres.url,
    redisUrl: `redis://127.0.0.1:${redis.port}`,
    smtpUrl: mail.url,
    publicUrl: `http://127.0.0.1:${balancerPort}`,
    jwtSecret: crypto.randomBytes(32).toString('hex'),
    storage: bucket && {
      url: `s3://${bucket.bucket}/shop?region=${bucket.region}&endpoint=${bucket.endpoint}&path_style=true`,
      ...TEST_S3_CREDENTIALS,
    },
  }
  const instances = await Promise.all(
    Array.from({ length: 3 }, (_, i) =>
      Instance.create(`instance ${i + 1}`, { ...env, dataDir: path.join(dataRoot, `instance-${i + 1}`) }),
    ),
  )
  // Stopped, or interrupted (Ctrl+C, a timeout, a crash): nothing of the cluster outlives the run.
  const abandon = (code: number) => () => void stop().finally(() => process.exit(code))
  const interrupted = abandon(130)
  const crashed = (error: unknown) => {
    console.error(error)
    abandon(1)()
  }
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted).once('uncaughtException', crashed)
  let stopping: Promise<void> | undefined
  const stop = () => (stopping ??= stopAll())
  const stopAll = async () => {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted).off('uncaughtException', crashed)
    // The run is over and no balancer needs telling: stopped at once, not after the drain.
    await Promise.all(instances.map((instance) => instance.stop('SIGINT')))
    await balancer?.stop()
    await redis.stop()
    await mail.close()
    await postgres.destroy()
    await s3?.stop()
    fs.rmSync(dataRoot, { recursive: true, force: true })
  }
  let balancer: Balancer | undefined
  try {
    await Promise.all(instances.map((instance) => instance.start()))
    balancer = await startHaproxy(
      instances.map((instance) => instance.port),
      balancerPort,
    )
  } catch (error) {
    await stop()
    throw error
  }
  return { postgres, redis, mail, instances, balancer, url: env.publicUrl, storage, stop }
}
