// Runs s3rver, a real S3 server, for the tests (testing/s3-server.ts starts this in a process of
// its own). Node must be started with --openssl-legacy-provider: s3rver makes listing's
// continuation tokens with DES, which OpenSSL 3 keeps only in its legacy provider.
import S3rver from 's3rver'

const [directory] = process.argv.slice(2)
const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true })
const { port } = await server.run()
process.stdout.write(`${JSON.stringify({ port })}\n`)
process.once('SIGTERM', () => server.close().then(() => process.exit(0)))
// The test process holds stdin open; when it ends, however it ends, so does the server.
process.stdin.once('close', () => process.exit(0))
process.stdin.resume()
