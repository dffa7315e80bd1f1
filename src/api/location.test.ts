import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import { ApiError, STATUS_MESSAGES, ValidationError } from './errors'
import { fetchUserLocation, LOCATION_LOOKUP_ERRORS } from './location'

afterEach(() => vi.unstubAllGlobals())

describe('fetchUserLocation', () => {
  it('asks for the position and names it by state and country, with its area', async () => {
    const calls = stubFetch(() => json({ state: 'Lagos', country: 'Nigeria', area: 'Ikeja' }))
    await expect(fetchUserLocation({ latitude: 6.6018, longitude: 3.3515 })).resolves.toEqual({
      name: 'Lagos, Nigeria',
      area: 'Ikeja',
    })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.path).toBe('/beta/api/get-user-location-aws')
    expect(calls[0]?.url.searchParams.get('latitude')).toBe('6.6018')
    expect(calls[0]?.url.searchParams.get('longitude')).toBe('3.3515')
  })

  it('uses whichever part the server knows when the other is blank', async () => {
    stubFetch(() => json({ state: '', country: 'Nigeria', area: null }))
    await expect(fetchUserLocation({ latitude: 9.082, longitude: 8.6753 })).resolves.toEqual({
      name: 'Nigeria',
      area: null,
    })
    stubFetch(() => json({ state: 'Kano', country: 'Nigeria' }))
    await expect(fetchUserLocation({ latitude: 12, longitude: 8.59 })).resolves.toEqual({
      name: 'Kano, Nigeria',
      area: null,
    })
  })

  it.each([
    ['nothing', undefined],
    ['a missing longitude', { latitude: 6.5 }],
    ['a latitude that is not a number', { latitude: Number.NaN, longitude: 3.3 }],
    ['a latitude past the pole', { latitude: 91, longitude: 3.3 }],
  ])('refuses %s without calling the server', async (_label, coordinates) => {
    const calls = stubFetch(() => json({ state: 'Lagos', country: 'Nigeria' }))
    const error = await fetchUserLocation(coordinates).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).message).toBe('Latitude and longitude are required.')
    expect(calls).toEqual([])
  })

  it.each([
    ['an empty object', {}],
    ['a list', [{ state: 'Lagos', country: 'Nigeria' }]],
    ['names that are not text', { state: 1, country: null }],
  ])('treats %s as an unexpected answer', async (_label, body) => {
    stubFetch(() => json(body))
    const error = await fetchUserLocation({ latitude: 6.5, longitude: 3.3 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'unexpected', message: LOCATION_LOOKUP_ERRORS.failure })
  })

  it("gives the catalogue's message when the server fails", async () => {
    stubFetch(() => json({ message: 'boom' }, 500))
    const error = await fetchUserLocation({ latitude: 6.5, longitude: 3.3 }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ kind: 'http', status: 500, message: STATUS_MESSAGES[500] })
  })

  it('gives its own failure message when the network is down', async () => {
    stubFetch(offline)
    const error = await fetchUserLocation({ latitude: 6.5, longitude: 3.3 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'network', message: LOCATION_LOOKUP_ERRORS.failure })
  })
})
