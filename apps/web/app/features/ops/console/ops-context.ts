import { useOutletContext } from 'react-router'
import type { SessionUser } from '../../../lib/session.ts'

/** What the console's layout hands its pages: the operator, known to be staff. */
export type OpsContext = { operator: SessionUser }

export function useOperator(): SessionUser {
  return useOutletContext<OpsContext>().operator
}
