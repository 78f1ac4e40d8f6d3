/**
 * Reading SCAPI/SLAS error answers. The SDK throws a ResponseError carrying the raw Response; its body
 * is problem+json for SCAPI (`type`, `title`, `detail`, plus fields such as `code`) and
 * `{ error, status_code, message }` for SLAS.
 */
export interface CommerceProblem {
  status: number;
  type?: string;
  title?: string;
  detail?: string;
  message?: string;
  code?: string;
  messages?: string[];
  /** Checkout spec §8: a payment instrument's status message, preferred over the message. */
  statusMessage?: string;
  /** Fields the backend named invalid (names, or `{ field }` entries reduced to names). */
  invalidFields?: string[];
  /** Spec §3 c_flashes on an error body. */
  flashes?: { type?: string; message?: string }[];
  /** Any other body fields (the sandbox's `errorCode`, `fieldErrors`, `basketIds`, …). */
  body: Record<string, unknown>;
}

/**
 * The commerce backend answered "Site Under Maintenance" (commerce.server.ts). Whoever catches it,
 * the root middleware sends the shopper to /maintenance (maintenanceMiddleware).
 */
export class SiteMaintenance extends Error {
  constructor() {
    super('Site Under Maintenance');
    this.name = 'SiteMaintenance';
  }
}

/** Thrown redirects and other Responses, and SiteMaintenance, must pass through error handlers untouched. */
export function passesThrough(error: unknown): error is Response | SiteMaintenance {
  return error instanceof Response || error instanceof SiteMaintenance;
}

/**
 * No answer at all from the commerce backend (refused connection, timeout): an outage. Page reads that
 * soften a refusal into the spec's "unavailable" message still give way to the branded error page for it.
 */
export function isOutage(error: unknown): boolean {
  return !passesThrough(error) && responseOf(error) === null;
}

/** Duck-typed: the SDK's Response may come from another realm than this module's `Response`. */
function responseOf(error: unknown): Response | null {
  const response = (error as { response?: unknown } | null)?.response as Response | undefined;
  return response && typeof response.status === 'number' && typeof response.clone === 'function' ? response : null;
}

export async function commerceProblem(error: unknown): Promise<CommerceProblem | null> {
  const response = responseOf(error);
  if (!response) return null;
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.clone().json();
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the status alone says what happened.
  }
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);
  const messages = Array.isArray(body.messages)
    ? body.messages.filter((m): m is string => typeof m === 'string')
    : undefined;
  const invalidFields = Array.isArray(body.invalidFields)
    ? body.invalidFields
        .map((entry) =>
          typeof entry === 'string'
            ? entry
            : typeof (entry as { field?: unknown })?.field === 'string'
              ? (entry as { field: string }).field
              : '',
        )
        .filter(Boolean)
    : undefined;
  const flashes = Array.isArray(body.c_flashes) ? (body.c_flashes as { type?: string; message?: string }[]) : undefined;
  return {
    body,
    statusMessage: text('statusMessage'),
    ...(invalidFields?.length ? { invalidFields } : {}),
    ...(flashes?.length ? { flashes } : {}),
    status: response.status,
    type: text('type'),
    title: text('title'),
    detail: text('detail'),
    message: text('message') ?? text('error_description'),
    code: text('code'),
    ...(messages?.length ? { messages } : {}),
  };
}

/**
 * A 4xx answer of the commerce API — bad input, wrong credentials, an expired link — which the page
 * shows the shopper. Anything else (a thrown redirect, maintenance, an outage, a bug) is thrown on to the error page.
 */
export async function shopperFacingProblem(error: unknown): Promise<CommerceProblem> {
  if (passesThrough(error)) throw error;
  const problem = await commerceProblem(error);
  if (!problem || problem.status >= 500) throw error;
  return problem;
}

/**
 * The token endpoint's answers to a refresh token that can no longer be used (checkout spec §4, §8):
 * 401 `EXPIRED_TOKEN` and 400 `invalid refresh_token` (a used, revoked or unknown one).
 */
export function isDeadRefreshToken(problem: CommerceProblem | null): boolean {
  return problem?.status === 400 || problem?.status === 401;
}
