import type { ReactNode } from 'react'

export type AlertTone = 'error' | 'warning' | 'info' | 'success'

const TONES: Record<AlertTone, string> = {
  error: 'bg-red-50 text-red-900 ring-red-200',
  warning: 'bg-amber-50 text-amber-950 ring-amber-200',
  info: 'bg-sand-50 text-ink-800 ring-sand-200',
  success: 'bg-teal-50 text-teal-950 ring-teal-200',
}

/**
 * A boxed message about the page or a form: a title, what it means, and an optional way out.
 * Errors and warnings are read out as soon as they appear (role="alert"), information and
 * success politely (role="status"); `role` overrides that, `role="none"` gives the box no role.
 */
export function Alert({
  tone = 'error',
  title,
  children,
  action,
  icon,
  role,
  heading: Heading = 'p',
  className = '',
}: {
  tone?: AlertTone
  title?: ReactNode
  children?: ReactNode
  action?: ReactNode
  /** An icon beside the title (or beside the text when there is no title), aria-hidden. */
  icon?: ReactNode
  role?: 'alert' | 'status' | 'note' | 'none'
  /** The element of the title: a paragraph, or a heading when the box stands for the page. */
  heading?: 'p' | 'h1' | 'h2'
  className?: string
}) {
  const ariaRole =
    role === 'none' ? undefined : (role ?? (tone === 'error' || tone === 'warning' ? 'alert' : 'status'))
  return (
    <div role={ariaRole} className={`space-y-1 rounded-lg p-4 text-sm ring-1 ${TONES[tone]} ${className}`}>
      {title ? (
        <Heading className="flex items-center gap-2 font-semibold text-base">
          {icon}
          {title}
        </Heading>
      ) : null}
      {children ? (
        <div className={title || !icon ? '' : 'flex items-start gap-2'}>
          {title ? null : icon}
          <div className="space-y-1">{children}</div>
        </div>
      ) : null}
      {action ? <div className="pt-2">{action}</div> : null}
    </div>
  )
}
