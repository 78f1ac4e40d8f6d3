/**
 * SLAS answers errors in its own JSON shape (not problem+json): an OAuth error code plus
 * status_code and message, e.g. { "error": "invalid_grant", "status_code": "400 BAD_REQUEST", "message": "invalid refresh_token" }.
 */
const STATUS_TEXT: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
};

export class SlasError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  toResponse(): Response {
    return new Response(
      JSON.stringify({
        error: this.error,
        error_description: this.message,
        status_code: `${this.status} ${STATUS_TEXT[this.status] ?? 'ERROR'}`,
        message: this.message,
      }),
      { status: this.status, headers: { 'content-type': 'application/json' } },
    );
  }
}

export const slasError = (status: number, error: string, message: string) => new SlasError(status, error, message);
