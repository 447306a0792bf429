import { AlertCircle } from 'lucide-react'

/** A form's failure as a whole, read out when it appears (role="alert"). */
export function FormProblem({ problem }: { problem: { title: string; text?: string | null } | null }) {
  if (!problem) return null
  return (
    <div role="alert" className="flex gap-3 rounded-lg bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{problem.title}</p>
        {problem.text ? <p className="mt-1 text-sm">{problem.text}</p> : null}
      </div>
    </div>
  )
}
