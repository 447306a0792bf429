import type { Table } from 'drizzle-orm'

/** A column's value as raw SQL reads it: both drivers hand timestamps over as PostgreSQL's text. */
type AsRead<V> = V extends Date ? string : V

/**
 * A raw query's row, typed from the schema rather than by hand: `K` names properties of `T`, each
 * selected under that camelCase name (`first_name as "firstName"`), so renaming or retyping one in
 * the schema breaks the typecheck of every query that reads it (docs/decisions/022-typed-data-access.md).
 */
export type Row<T extends Table, K extends keyof T['$inferSelect']> = {
  [P in K]: AsRead<T['$inferSelect'][P]>
}
