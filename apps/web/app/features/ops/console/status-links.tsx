import { Link } from 'react-router'

const linkClass =
  'inline-flex items-center whitespace-nowrap rounded-md px-3 py-2 font-semibold text-ink-800 text-sm hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700 aria-[current=page]:bg-teal-800 aria-[current=page]:text-white'

/**
 * A console list's status filter as links, "all" (null) first unless `all` is false (a list that
 * always shows one status), so each filtered list has an address an operator can share; `hrefOf`
 * and `nameOf` say where each goes and what it reads.
 */
export function StatusLinks<S extends string>({
  label,
  statuses,
  current,
  hrefOf,
  nameOf,
  all = true,
}: {
  label: string
  statuses: readonly S[]
  current: S | null
  hrefOf: (status: S | null) => string
  nameOf: (status: S | null) => string
  all?: boolean
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 overflow-x-auto pb-1">
        {(all ? [null, ...statuses] : statuses).map((status) => (
          <li key={status ?? 'all'}>
            <Link
              to={hrefOf(status)}
              aria-current={current === status ? 'page' : undefined}
              className={linkClass}
            >
              {nameOf(status)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
