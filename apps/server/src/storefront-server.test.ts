import { parseConfig } from '@caravanserai/api/config'
import { CLAIM_WINDOW_DAYS_DEFAULT } from '@caravanserai/contracts/escrow'
import { expect, test } from 'vitest'
import { publicConfig } from './storefront-server.ts'

const configOf = (env: Record<string, string>) => {
  const parsed = parseConfig({ NODE_ENV: 'test', JWT_SECRET: 'storefront-test-secret-0123456789ab', ...env })
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
  return parsed.config
}

// What every page's root route hands the storefront (apps/web root.tsx): the texts that say the
// claim window read it from here, on the server as in the browser.
test('the pages hear the claim window the shop sets, else the default', () => {
  expect(publicConfig(configOf({ CLAIM_WINDOW_DAYS: '21' })).claimWindowDays).toBe(21)
  expect(publicConfig(configOf({})).claimWindowDays).toBe(CLAIM_WINDOW_DAYS_DEFAULT)
})
