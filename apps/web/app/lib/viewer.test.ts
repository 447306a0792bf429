import { describe, expect, test } from 'vitest'
import { visitorAnswer } from './viewer.ts'

const visitorKey = ['product', 'en', 7, null] as const
const query = (queryKey: readonly unknown[], data: unknown) => ({ queryKey, state: { data } })

describe("a buyer's stand-in while their own answer loads", () => {
  test("is the visitor's answer to the same question", () => {
    const standIn = visitorAnswer<{ id: number }, typeof visitorKey>(3, visitorKey)
    expect(standIn(undefined, query(['product', 'en', 7, null], { id: 7 }) as never)).toEqual({ id: 7 })
  })

  test("is never another question's answer, nor anything for a visitor", () => {
    const standIn = visitorAnswer<{ id: number }, typeof visitorKey>(3, visitorKey)
    expect(standIn(undefined, query(['product', 'en', 8, null], { id: 8 }) as never)).toBeUndefined()
    expect(standIn(undefined, query(['product', 'ru', 7, null], { id: 7 }) as never)).toBeUndefined()
    expect(standIn(undefined, undefined)).toBeUndefined()
    const forVisitor = visitorAnswer<{ id: number }, typeof visitorKey>(null, visitorKey)
    expect(forVisitor(undefined, query(['product', 'en', 7, null], { id: 7 }) as never)).toBeUndefined()
  })
})
