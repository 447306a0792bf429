import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { Alert } from './alert.tsx'
import { LoadFailure } from './load-failure.tsx'

describe('an alert box', () => {
  test('errors and warnings are read out at once, information and success politely', () => {
    expect(renderToStaticMarkup(<Alert title="Failed" />)).toContain('role="alert"')
    expect(renderToStaticMarkup(<Alert tone="warning" title="Check" />)).toContain('role="alert"')
    expect(renderToStaticMarkup(<Alert tone="info" title="Note" />)).toContain('role="status"')
    expect(renderToStaticMarkup(<Alert tone="success" title="Saved" />)).toContain('role="status"')
  })

  test('a box that only explains the page can have another role, or none', () => {
    expect(renderToStaticMarkup(<Alert role="note">Deleted</Alert>)).toContain('role="note"')
    expect(renderToStaticMarkup(<Alert role="none">Unavailable</Alert>)).not.toContain('role=')
  })

  test('shows its title as a heading when asked, its text, and its action', () => {
    const html = renderToStaticMarkup(
      <Alert title="Order not found" heading="h1" action={<button type="button">Retry</button>}>
        <p>Try again later.</p>
      </Alert>,
    )
    expect(html).toMatch(/<h1[^>]*>Order not found<\/h1>/)
    expect(html).toContain('<p>Try again later.</p>')
    expect(html).toContain('>Retry</button>')
  })
})

describe('a load failure', () => {
  test('says what failed and why, with a retry', () => {
    const html = renderToStaticMarkup(
      <LoadFailure title="Failed to load" detail="Broken filter" retry="Try again" onRetry={() => {}} />,
    )
    expect(html).toContain('role="alert"')
    expect(html).toContain('Failed to load')
    expect(html).toContain('Broken filter')
    expect(html).toContain('Try again</button>')
  })

  test('offers no retry for something that does not exist', () => {
    expect(renderToStaticMarkup(<LoadFailure title="Not found" retry="Try again" />)).not.toContain('<button')
  })
})
