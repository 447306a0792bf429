import type { DemoCategory } from './types.ts'

/** The demo catalogue, category by category (issue 3). */
export const DEMO_CATALOGUE: DemoCategory[] = []
