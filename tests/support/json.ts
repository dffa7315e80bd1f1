// JSON over HTTP for tests that talk to a real server with fetch.

export type JsonAnswer<T> = { status: number; json: T; headers: Headers }

/** POSTs `body` as JSON (with a bearer token when given) and reads the answer as JSON. */
export async function postJson<T = unknown>(
  url: string,
  body: unknown,
  init: { token?: string; headers?: Record<string, string> } = {},
): Promise<JsonAnswer<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...init.headers }
  if (init.token) headers.Authorization = `Bearer ${init.token}`
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: response.status, json: (await response.json()) as T, headers: response.headers }
}

/** GETs `url` (with a bearer token when given) and reads the answer as JSON. */
export async function getJson<T = unknown>(url: string, init: { token?: string } = {}): Promise<JsonAnswer<T>> {
  const headers: Record<string, string> = init.token ? { Authorization: `Bearer ${init.token}` } : {}
  const response = await fetch(url, { headers })
  return { status: response.status, json: (await response.json()) as T, headers: response.headers }
}
