// Every table, by domain: drizzle's relational queries need them in one object.
import * as accounts from './schema/accounts.ts'

export const schema = { ...accounts }
