import { vi } from 'vitest'

// The network is the only thing unit tests stub: `stubFetch` replaces `globalThis.fetch`,
// records every request the code under test makes and answers each with a real `Response`
// from the test's `respond`. Tests undo it with `vi.unstubAllGlobals()` in `afterEach`.

/** One request as the code under test sent it. */
export type SentRequest = {
  method: string
  /** The full address, relative ones resolved against http://localhost. */
  url: URL
  /** `url.pathname`, keeping the API's `/beta` base. */
  path: string
  /** `url.searchParams` as a plain object. */
  query: Record<string, string>
  headers: Headers
  /** A text body parsed as JSON (the text itself when it is not JSON); any other body as given. */
  body: unknown
  signal: AbortSignal | undefined
}

export type Respond = (request: SentRequest) => Response | Promise<Response>

/** Stubs only the network: every request is recorded, in order, and answered by `respond`. */
export function stubFetch(respond: Respond): SentRequest[] {
  const sent: SentRequest[] = []
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = recordOf(input, init)
    sent.push(request)
    return respond(request)
  }
  vi.stubGlobal('fetch', fetchStub)
  return sent
}

function recordOf(input: RequestInfo | URL, init: RequestInit | undefined): SentRequest {
  const given = input instanceof Request ? input : undefined
  const url = new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    'http://localhost',
  )
  return {
    method: init?.method ?? given?.method ?? 'GET',
    url,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: new Headers(init?.headers ?? given?.headers),
    body: typeof init?.body === 'string' ? parsed(init.body) : init?.body,
    signal: init?.signal ?? given?.signal ?? undefined,
  }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** A JSON answer, 200 unless told. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** An answer with no body. */
export function empty(status: number): Response {
  return new Response(null, { status })
}

/** No answer at all: fetch fails the way it does when the network is down. */
export function offline(): Promise<never> {
  return Promise.reject(new TypeError('fetch failed'))
}
