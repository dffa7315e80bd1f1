// Field checks for request bodies and queries. Every failure is a 400 with a clear message.
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
  if (value === undefined || value === null || value === '') throw badRequest('Rating is required.')
  const number = typeof value === 'string' ? Number(value) : value
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > 5) {
    throw badRequest('Rating must be a whole number from 1 to 5.')
  }
  return number
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export function email(body: Body, field = 'email'): string {
  const value = requiredString(body, field, 'Email is required.', 254).toLowerCase()
  if (!emailPattern.test(value)) throw badRequest('Enter a valid email address.')
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
  if (lat === null || lng === null) throw badRequest('Latitude and longitude are required.')
  return { lat, lng }
}

export function optionalNumber(value: string | undefined, field: string, min: number, max: number): number | null {
  if (value === undefined || value.trim() === '') return null
  const number = Number(value)
  if (!Number.isFinite(number) || number < min || number > max)
    throw badRequest(`${field} must be a number from ${min} to ${max}.`)
  return number
}
