import { type SQL, sql } from 'drizzle-orm'

/**
 * Ids as one `int[]` value for `= any(…)`: a single text parameter however many there are, where
 * one parameter per id would meet PostgreSQL's limit of 65,535 a statement.
 */
export const idArray = (ids: readonly number[]): SQL => sql`string_to_array(${ids.join(',')}, ',')::int[]`
