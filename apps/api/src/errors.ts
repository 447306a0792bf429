/** A failure the client caused or may act on; the error handler renders `code` in the request language. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code)
    this.name = 'AppError'
  }
}
