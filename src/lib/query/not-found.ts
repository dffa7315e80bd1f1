// A 404 from the API: an unknown id stays unknown, so it is an answer, not a failure worth
// retrying. By the error's status, not its class: the query client's retry rule reads it in the
// shell, which must not load the HTTP layer (src/api/http.ts, ofetch) to answer it.

export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404
}
