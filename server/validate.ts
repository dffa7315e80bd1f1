// Field checks for request bodies and queries. Every failure is a 400 with a clear message.
import { REQUIRED } from '../contract/messages'
import {
  EMAIL_MAX,
  INVALID_EMAIL,
  INVALID_PHONE,
  INVALID_RATING,
  isEmail,
  isPhoneNumber,
  isRating,
  TEXT_LIMITS,
} from '../contract/rules'
import { badRequest } from './http-error'

export type Body = Record<string, unknown>

export function asBody(value: unknown): Body {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest('The request body must be a JSON object.')
  return value as Body
}

export function requiredString(body: Body, field: string, message: string, max = 5000): string {
  const value = body[field]
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(message)
  if (value.length > max) throw badRequest(`${field} must be at most ${max} characters.`)
  return value.trim()
}

export function optionalString(body: Body, field: string, max = 5000): string | null {
  const value = body[field]
  if (value === undefined || value === null || value === '') return null
  if (typeof value !== 'string') throw badRequest(`${field} must be text.`)
  if (value.length > max) throw badRequest(`${field} must be at most ${max} characters.`)
  return value.trim()
}

/** A positive integer id, given as a number or a numeric string. */
export function parseId(value: unknown, message: string): number {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0) throw badRequest(message)
  return number
}

export function requiredId(body: Body, field: string, message: string): number {
  if (body[field] === undefined || body[field] === null || body[field] === '') throw badRequest(message)
  return parseId(body[field], `${field} must be a positive whole number.`)
}

export function ratingValue(body: Body): number {
  const value = body.rating
  if (value === undefined || value === null || value === '') throw badRequest(REQUIRED.rating)
  const number = typeof value === 'string' ? Number(value) : value
  if (!isRating(number)) throw badRequest(INVALID_RATING)
  return number
}

/** The app's email rule (contract/rules.ts), lower-cased. */
export function email(body: Body, field = 'email'): string {
  const value = requiredString(body, field, REQUIRED.email, EMAIL_MAX).toLowerCase()
  if (!isEmail(value)) throw badRequest(INVALID_EMAIL)
  return value
}

/** The app's phone rule (contract/rules.ts: a Nigerian number). */
export function phone(body: Body, field: string): string {
  const value = requiredString(body, field, REQUIRED.phoneNumber, TEXT_LIMITS.phone)
  if (!isPhoneNumber(value)) throw badRequest(INVALID_PHONE)
  return value
}

export function coordinate(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || value.trim() === '') return null
  const number = Number(value)
  if (!Number.isFinite(number) || number < min || number > max) return null
  return number
}

export function latLng(query: (name: string) => string | undefined): { lat: number; lng: number } {
  const lat = coordinate(query('latitude'), -90, 90)
  const lng = coordinate(query('longitude'), -180, 180)
  if (lat === null || lng === null) throw badRequest(REQUIRED.coordinates)
  return { lat, lng }
}

export function optionalNumber(value: string | undefined, field: string, min: number, max: number): number | null {
  if (value === undefined || value.trim() === '') return null
  const number = Number(value)
  if (!Number.isFinite(number) || number < min || number > max)
    throw badRequest(`${field} must be a number from ${min} to ${max}.`)
  return number
}
