import type { ReactNode } from 'react'

/** The frame of the sign-in and recovery pages: one centred card with its heading and lead. */
export function AuthCard({
  title,
  lead,
  wide = false,
  children,
  footer,
}: {
  title: string
  lead?: ReactNode
  wide?: boolean
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <section
        aria-labelledby="auth-title"
        className={`mx-auto rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8 ${wide ? 'max-w-3xl' : 'max-w-md'}`}
      >
        <h1 id="auth-title" className="font-bold text-2xl text-ink-900 sm:text-3xl">
          {title}
        </h1>
        {lead ? <div className="mt-2 text-ink-700 leading-relaxed">{lead}</div> : null}
        <div className="mt-6">{children}</div>
        {footer ? (
          <div className="mt-6 border-sand-200 border-t pt-5 text-ink-700 text-sm">{footer}</div>
        ) : null}
      </section>
    </div>
  )
}

export const textLinkClass =
  'font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950 focus-visible:outline-2 focus-visible:outline-teal-800'
