import { newOrderNumber } from '../orders/order-number.ts'

/**
 * A request's number, shaped like an order's (the UTC date and six random characters) so that it
 * says nothing about the id or the count, but read apart from one: RQ-251123-7KQ4M9.
 */
export function newRfqNumber(now: Date): string {
  return `RQ-${newOrderNumber(now).slice('CS-'.length)}`
}
