/** What PostgreSQL says of a statement it refused: its SQLSTATE, the constraint and the detail line. */
export type DatabaseError = { code: string; constraint?: string; detail?: string }

const SQLSTATE = /^[0-9A-Z]{5}$/

/** The database's own error, thrown as it is (PGlite, node-postgres) or as the query builder's cause. */
export function databaseError(error: unknown): DatabaseError | undefined {
  const own = error as (Partial<DatabaseError> & { cause?: Partial<DatabaseError> }) | null
  for (const candidate of [own, own?.cause]) {
    if (typeof candidate?.code === 'string' && SQLSTATE.test(candidate.code))
      return candidate as DatabaseError
  }
  return undefined
}

/** Whether a unique index refused the write (SQLSTATE 23505): someone else holds the value. */
export const isUniqueViolation = (error: unknown): boolean => databaseError(error)?.code === '23505'
