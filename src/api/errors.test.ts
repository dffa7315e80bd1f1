import { afterEach, describe, expect, it, vi } from 'vitest'
import { empty, json, offline, stubFetch } from '@/test/stub-fetch'
import {
  ApiError,
  messageOf,
  serverMessageOf,
  STATUS_MESSAGES,
  statusMessage,
  toApiError,
  UNKNOWN_ERROR,
  unexpectedResponse,
  ValidationError,
  type ErrorSpec,
} from './errors'
import { FetchError } from 'ofetch'
import { isHttpError, request, type HttpError } from './http'

const FORBIDDEN = 'Access Forbidden - You may not have the required permissions.'
const NOT_FOUND = 'The requested resource was not found.'
const SERVER_ERROR = 'Internal Server Error - Try again later.'

afterEach(() => vi.unstubAllGlobals())

/** A real HttpError (ofetch's FetchError) for an answer with `status` and `body`; only the network is stubbed. */
async function httpError(status: number, body?: unknown): Promise<HttpError> {
  stubFetch(() => (body === undefined ? empty(status) : json(body, status)))
  const error: unknown = await request('/beta/anything').then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(FetchError)
  expect(isHttpError(error)).toBe(true)
  return error as HttpError
}

/** What a request that never got an answer rejects with. */
async function networkError(): Promise<unknown> {
  stubFetch(offline)
  const error: unknown = await request('/beta/anything').then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(Error)
  expect(isHttpError(error)).toBe(false)
  return error
}

const likeCoupon: ErrorSpec = { prefix: 'Error liking coupon:', failure: 'Failed to like coupon' }
const likeDiscount: ErrorSpec = { failure: 'Failed to like discount' }

describe('statusMessage', () => {
  it('gives the catalogue text of SPEC §8 for 403, 404 and every 5xx', () => {
    expect(statusMessage(403)).toBe(FORBIDDEN)
    expect(statusMessage(404)).toBe(NOT_FOUND)
    expect(statusMessage(500)).toBe(SERVER_ERROR)
    expect(statusMessage(502)).toBe(SERVER_ERROR)
    expect(statusMessage(503)).toBe(SERVER_ERROR)
  })

  it('gives nothing for statuses the catalogue does not name', () => {
    expect(statusMessage(400)).toBeUndefined()
    expect(statusMessage(401)).toBeUndefined()
    expect(statusMessage(409)).toBeUndefined()
    expect(statusMessage(429)).toBeUndefined()
  })

  it('exports the same texts as STATUS_MESSAGES', () => {
    expect(STATUS_MESSAGES).toEqual({ 403: FORBIDDEN, 404: NOT_FOUND, 500: SERVER_ERROR })
  })
})

describe('serverMessageOf', () => {
  it('reads message, then detail, then error', () => {
    expect(serverMessageOf({ message: 'Bad email.' })).toBe('Bad email.')
    expect(serverMessageOf({ detail: 'Account not verified.' })).toBe('Account not verified.')
    expect(serverMessageOf({ error: 'Invalid token.' })).toBe('Invalid token.')
    expect(serverMessageOf({ message: 'first', detail: 'second', error: 'third' })).toBe('first')
    expect(serverMessageOf({ detail: 'second', error: 'third' })).toBe('second')
  })

  it('skips fields that are blank or not strings', () => {
    expect(serverMessageOf({ message: '   ', detail: 'Use this.' })).toBe('Use this.')
    expect(serverMessageOf({ message: ['a list'], detail: 42, error: 'Then this.' })).toBe('Then this.')
    expect(serverMessageOf({ message: '' })).toBeUndefined()
    expect(serverMessageOf({})).toBeUndefined()
  })

  it('gives nothing for a body that is not an object', () => {
    expect(serverMessageOf(null)).toBeUndefined()
    expect(serverMessageOf(undefined)).toBeUndefined()
    expect(serverMessageOf('Bad Request')).toBeUndefined()
    expect(serverMessageOf(400)).toBeUndefined()
  })
})

describe('toApiError for an answer with a status', () => {
  it.each([
    [403, FORBIDDEN],
    [404, NOT_FOUND],
    [500, SERVER_ERROR],
    [502, SERVER_ERROR],
    [503, SERVER_ERROR],
  ])('words status %i with the catalogue, even when the server sent a message', async (status, message) => {
    const error = toApiError(await httpError(status, { message: 'Raw server words' }), likeDiscount)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe(message)
    expect(error.kind).toBe('http')
    expect(error.status).toBe(status)
    expect(error.serverMessage).toBe('Raw server words')
  })

  it("words other statuses with the server's message", async () => {
    const error = toApiError(await httpError(400, { message: 'You already liked this.' }), likeDiscount)
    expect(error.message).toBe('You already liked this.')
    expect(error.status).toBe(400)
    expect(error.kind).toBe('http')
    expect(error.serverMessage).toBe('You already liked this.')
    expect(toApiError(await httpError(409, { detail: 'Already exists.' }), likeDiscount).message).toBe(
      'Already exists.',
    )
  })

  it("falls back to the call's failure message when the server said nothing", async () => {
    expect(toApiError(await httpError(400, {}), likeDiscount).message).toBe('Failed to like discount')
    expect(toApiError(await httpError(400), likeDiscount).message).toBe('Failed to like discount')
    expect(toApiError(await httpError(422, { message: '  ' }), likeDiscount).message).toBe('Failed to like discount')
    const error = toApiError(await httpError(400, {}), likeDiscount)
    expect(error.serverMessage).toBeUndefined()
  })

  it('puts the wrapped prefix in front of every worded status', async () => {
    expect(toApiError(await httpError(400, { message: 'Coupon expired.' }), likeCoupon).message).toBe(
      'Error liking coupon: Coupon expired.',
    )
    expect(toApiError(await httpError(400, {}), likeCoupon).message).toBe('Error liking coupon: Failed to like coupon')
    expect(toApiError(await httpError(404, {}), likeCoupon).message).toBe(`Error liking coupon: ${NOT_FOUND}`)
    expect(toApiError(await httpError(500, {}), likeCoupon).message).toBe(`Error liking coupon: ${SERVER_ERROR}`)
  })

  it('adds the colon to a prefix written without one', async () => {
    const spec: ErrorSpec = { prefix: 'Error subscribing', failure: 'Failed to subscribe to gidideals store' }
    expect(toApiError(await httpError(400, {}), spec).message).toBe(
      'Error subscribing: Failed to subscribe to gidideals store',
    )
    expect(toApiError(await networkError(), spec).message).toBe(
      'Error subscribing: Failed to subscribe to gidideals store',
    )
  })
})

describe('toApiError for a request that never got an answer', () => {
  it("uses the call's failure message and marks the error as a network error worth retrying", async () => {
    const error = toApiError(await networkError(), likeDiscount)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe('Failed to like discount')
    expect(error.kind).toBe('network')
    expect(error.status).toBeUndefined()
    expect(error.isRetryable).toBe(true)
    expect(error.isUnauthorized).toBe(false)
  })

  it('puts the wrapped prefix in front', async () => {
    expect(toApiError(await networkError(), likeCoupon).message).toBe('Error liking coupon: Failed to like coupon')
  })

  it('treats anything else thrown (not an answer with a status) the same way', () => {
    expect(toApiError(new TypeError('Failed to fetch'), likeDiscount).kind).toBe('network')
    expect(toApiError('boom', likeDiscount).message).toBe('Failed to like discount')
  })

  it('passes an ApiError through unchanged', () => {
    const original = new ApiError('Already worded', 'http', 400)
    expect(toApiError(original, likeCoupon)).toBe(original)
  })
})

describe('ApiError flags', () => {
  it('retries outages, 5xx and 429, never other statuses or broken contracts', async () => {
    expect(toApiError(await httpError(500, {}), likeDiscount).isRetryable).toBe(true)
    expect(toApiError(await httpError(503, {}), likeDiscount).isRetryable).toBe(true)
    expect(toApiError(await httpError(429, {}), likeDiscount).isRetryable).toBe(true)
    expect(toApiError(await httpError(400, {}), likeDiscount).isRetryable).toBe(false)
    expect(toApiError(await httpError(404, {}), likeDiscount).isRetryable).toBe(false)
    expect(unexpectedResponse(likeDiscount, 200).isRetryable).toBe(false)
  })

  it('knows a 401', async () => {
    const error = toApiError(await httpError(401, {}), likeDiscount)
    expect(error.isUnauthorized).toBe(true)
    expect(error.message).toBe('Failed to like discount')
  })
})

describe('unexpectedResponse', () => {
  it("uses the call's unexpected message, without the prefix", () => {
    const spec: ErrorSpec = {
      prefix: 'Error Reset Password:',
      failure: 'Error fetching user activities',
      unexpected: 'Failed to fetch user activities',
    }
    const error = unexpectedResponse(spec, 201)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe('Failed to fetch user activities')
    expect(error.kind).toBe('unexpected')
    expect(error.status).toBe(201)
  })

  it('falls back to the failure message, without the prefix', () => {
    const error = unexpectedResponse(likeCoupon)
    expect(error.message).toBe('Failed to like coupon')
    expect(error.kind).toBe('unexpected')
    expect(error.status).toBeUndefined()
  })
})

describe('messageOf', () => {
  it("gives an error's own message, or a non-empty string", () => {
    expect(messageOf(new ValidationError('User is required.'))).toBe('User is required.')
    expect(messageOf(new ApiError('Failed to like coupon', 'network'))).toBe('Failed to like coupon')
    expect(messageOf('Something broke')).toBe('Something broke')
  })

  it("falls back to 'An unknown error occurred', or the given fallback", () => {
    expect(UNKNOWN_ERROR).toBe('An unknown error occurred')
    expect(messageOf(undefined)).toBe('An unknown error occurred')
    expect(messageOf(null)).toBe('An unknown error occurred')
    expect(messageOf({ message: 'not an Error' })).toBe('An unknown error occurred')
    expect(messageOf(new Error('   '))).toBe('An unknown error occurred')
    expect(messageOf('  ')).toBe('An unknown error occurred')
    expect(messageOf(new Error(''), 'Login failed')).toBe('Login failed')
    expect(messageOf(42, 'Signup failed')).toBe('Signup failed')
  })
})

describe('ValidationError', () => {
  it('is an Error named ValidationError', () => {
    const error = new ValidationError('ID is required.')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ValidationError')
  })
})

describe("a server's sentence on screen", () => {
  const spec = { prefix: 'Error liking coupon:', failure: 'Failed to like coupon' }
  const refusal = async (message: string, status = 400) => toApiError(await httpError(status, { message }), spec)

  it('keeps a sentence a shopper can act on, after SPEC §8 prefix', async () => {
    expect((await refusal('Invalid email or password')).message).toBe('Error liking coupon: Invalid email or password')
    expect((await refusal('Too many attempts. Please wait a few minutes and try again.', 429)).message).toBe(
      'Error liking coupon: Too many attempts. Please wait a few minutes and try again.',
    )
  })

  it("shows the call's own words instead of a developer's (field names, formats, headers, tokens)", async () => {
    for (const technical of [
      'page and page_size must be whole numbers.',
      'The request body must be valid JSON.',
      'This Idempotency-Key was used for another request.',
      'Refresh token is required.',
      'Authentication credentials were not provided or are invalid.',
      'Send the body as JSON (Content-Type: application/json).',
    ]) {
      const error = await refusal(technical)
      expect(error.message).toBe('Error liking coupon: Failed to like coupon')
      // The server's words stay on the error for the code that reads them.
      expect(error.serverMessage).toBe(technical)
    }
  })
})
