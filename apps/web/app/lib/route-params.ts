/** An id in a route (`/orders/42`): a positive integer that fits the database, else null (the not-found state). */
export function idOf(param: string | null | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null
  const id = Number(param)
  return id >= 1 && id <= 2_147_483_647 ? id : null
}

/** `?page=` of a list: a positive integer, else the first page. */
export function pageOf(param: string | null): number {
  const page = Number(param)
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1
}
