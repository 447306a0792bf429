import { Alert } from '../../components/ui/alert.tsx'

/** What kept an auth form from going through: a title and the server's lines, one paragraph each. */
export function FormProblem({ title, lines }: { title: string; lines: string[] | null }) {
  if (!lines) return null
  return (
    <Alert title={title} className="mb-5">
      {lines.map((line) => (
        <p key={line} className="whitespace-pre-line">
          {line}
        </p>
      ))}
    </Alert>
  )
}
