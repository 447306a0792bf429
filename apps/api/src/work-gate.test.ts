import { expect, test } from 'vitest'
import { AppError } from './errors.ts'
import { WorkGate } from './work-gate.ts'

const later = () => {
  let release = () => {}
  const done = new Promise<void>((resolve) => {
    release = resolve
  })
  return { done, release }
}

test('runs at most its concurrency at once, queues a few more, refuses the rest at once', async () => {
  const gate = new WorkGate(2, 1)
  let running = 0
  let most = 0
  const jobs = [later(), later(), later()]
  const started = jobs.map((job) =>
    gate.run(async () => {
      running += 1
      most = Math.max(most, running)
      await job.done
      running -= 1
      return 'drawn'
    }),
  )
  await expect(gate.run(async () => 'never')).rejects.toMatchObject({
    statusCode: 503,
    headers: { 'retry-after': '2' },
  })
  await expect(gate.run(async () => 'never')).rejects.toBeInstanceOf(AppError)
  expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 2, waiting: 1 })
  for (const job of jobs) job.release()
  expect(await Promise.all(started)).toEqual(['drawn', 'drawn', 'drawn'])
  expect(most).toBe(2)
  expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 0, waiting: 0 })
  // Every place is given back: a new render runs straight away.
  await expect(gate.run(async () => 'again')).resolves.toBe('again')
})

test('a failed render gives its place back', async () => {
  const gate = new WorkGate(1, 0)
  await expect(gate.run(async () => Promise.reject(new Error('broken file')))).rejects.toThrow('broken file')
  await expect(gate.run(async () => 'next')).resolves.toBe('next')
})
