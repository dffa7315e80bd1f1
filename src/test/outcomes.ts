import { expect } from 'vitest'
import { ApiError, ValidationError } from '@/api/errors'

/** What `promise` rejected with; undefined when it resolved instead. */
export function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
}

/** The `ApiError` the call failed with; the test fails when it failed otherwise, or not at all. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejection(promise)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

/**
 * The call refused its input with the input rules' `message` (docs/validation.md) (a `ValidationError`); given the
 * requests the stubbed network recorded, also that it made none.
 */
export async function refused(promise: Promise<unknown>, message: string, sent?: readonly unknown[]): Promise<void> {
  const error = await rejection(promise)
  expect(error).toBeInstanceOf(ValidationError)
  expect((error as ValidationError).message).toBe(message)
  if (sent) expect(sent).toEqual([])
}
