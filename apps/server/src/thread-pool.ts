import os from 'node:os'
import { HASHES_AT_ONCE } from '@caravanserai/api/modules/accounts/password-hash'

/**
 * libuv's thread pool runs file reads, compression, DNS lookups, password hashes and picture
 * renders alike, four threads unless told. Hashes and renders are each gated (password-hash.ts,
 * the media gate), so the pool holds their threads on top of Node's four: a burst of sign-ins or
 * new pictures never leaves static files and compression waiting. Read once, when the pool first
 * starts, so this module is the entry point's first import; an operator's own setting wins.
 */
export const THREAD_POOL_SIZE = 4 + HASHES_AT_ONCE + os.availableParallelism()
process.env.UV_THREADPOOL_SIZE ??= String(THREAD_POOL_SIZE)
