/**
 * SCAPI error bodies: application/problem+json with type, title and detail (RFC 7807),
 * the shape commerce-sdk-isomorphic's ResponseError carries and the storefront maps to messages.
 */
export const PROBLEM_TYPE_BASE = 'https://api.commercecloud.salesforce.com/documentation/error/v1/errors/';

export interface ProblemBody {
  type: string;
  title: string;
  detail: string;
  [extension: string]: unknown;
}

export class ProblemError extends Error {
  readonly status: number;
  readonly body: ProblemBody;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    slug: string,
    title: string,
    detail: string,
    extensions: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(detail);
    this.status = status;
    this.body = { type: PROBLEM_TYPE_BASE + slug, title, detail, ...extensions };
    this.headers = headers;
  }
}

export function problemResponse(status: number, body: ProblemBody, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });
}

export const badRequest = (detail: string, slug = 'bad-request', extensions: Record<string, unknown> = {}) =>
  new ProblemError(400, slug, 'Bad Request', detail, extensions);

export const invalidParameter = (name: string, detail?: string) =>
  new ProblemError(400, 'invalid-parameter', 'Invalid Parameter', detail ?? `The parameter '${name}' is invalid.`, {
    parameterName: name,
  });

export const missingParameter = (name: string) =>
  new ProblemError(400, 'missing-parameter', 'Missing Parameter', `The required parameter '${name}' is missing.`, {
    parameterName: name,
  });

export const unauthorized = (
  detail = 'Your access token is invalid or expired and can’t be used to identify a user.',
) => new ProblemError(401, 'unauthorized', 'Unauthorized', detail);

export const forbidden = (detail = 'You don’t have permission to access this resource.') =>
  new ProblemError(403, 'forbidden', 'Forbidden', detail);

export const notFound = (slug: string, title: string, detail: string, extensions: Record<string, unknown> = {}) =>
  new ProblemError(404, slug, title, detail, extensions);

export const conflict = (slug: string, title: string, detail: string, extensions: Record<string, unknown> = {}) =>
  new ProblemError(409, slug, title, detail, extensions);

export const MAINTENANCE_TITLE = 'Site Under Maintenance';
