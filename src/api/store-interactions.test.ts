// Subscribing to a store and commenting on it.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stamp } from '@/test/fixtures'
import { failure, refused } from '@/test/outcomes'
import { empty, json, stubFetch } from '@/test/stub-fetch'
import { signInPerTest } from '@/test/session'
import { commentOnStore, subscribe, unsubscribe } from './interactions'

const NOT_FOUND = 'The requested resource was not found.'
const SERVER_ERROR = 'Internal Server Error - Try again later.'

afterEach(() => vi.unstubAllGlobals())
const signedIn = signInPerTest()

const subscriptionRecord = { id: 51, subscribed: 12, user: 7, ...stamp }

describe('subscribe', () => {
  it('posts {user, subscribed} and returns the subscription on 201 or 200', async () => {
    signedIn('access-7')
    const sent = stubFetch(() => json(subscriptionRecord, 201))
    await expect(subscribe(7, 12, { idempotencyKey: 'sub-12' })).resolves.toEqual(subscriptionRecord)
    expect(sent[0]?.path).toBe('/beta/gidideals-user/gidideals-subscribed-users')
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.body).toEqual({ user: 7, subscribed: 12 })
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-7')
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('sub-12')
    stubFetch(() => json(subscriptionRecord, 200))
    await expect(subscribe(7, 12)).resolves.toEqual(subscriptionRecord)
  })

  it('refuses a missing user or store with no request', async () => {
    const sent = stubFetch(() => json(subscriptionRecord, 201))
    await refused(subscribe(null, 12), 'User is required.')
    await refused(subscribe(7, undefined), 'Store ID is required.')
    await refused(subscribe(7, 0), 'Store ID is required.')
    expect(sent).toEqual([])
  })

  it("words failures with 'Error subscribing:' and the server's message", async () => {
    stubFetch(() => json({ message: 'Already subscribed.' }, 400))
    expect((await failure(subscribe(7, 12))).message).toBe('Error subscribing: Already subscribed.')
    stubFetch(() => json({}, 500))
    expect((await failure(subscribe(7, 12))).message).toBe(`Error subscribing: ${SERVER_ERROR}`)
    stubFetch(() => json({ id: 51 }, 201))
    expect((await failure(subscribe(7, 12))).message).toBe('Failed to subscribe to gidideals store')
  })
})

describe('unsubscribe', () => {
  it('deletes the subscription by its id and expects 204', async () => {
    const sent = stubFetch(() => empty(204))
    await expect(unsubscribe(51)).resolves.toBeUndefined()
    expect(sent[0]?.path).toBe('/beta/gidideals-user/gidideals-subscribed-users/51')
    expect(sent[0]?.method).toBe('DELETE')
  })

  it("refuses a missing id with 'ID is required.'", async () => {
    const sent = stubFetch(() => empty(204))
    await refused(unsubscribe(undefined), 'ID is required.')
    expect(sent).toEqual([])
  })
})

describe('commentOnStore', () => {
  const comment = { id: 61, content: 'Great suya!', user: 7 }

  it('posts {content, user, restaurant_name} with the content trimmed, and returns the comment on 201', async () => {
    signedIn('access-7')
    const sent = stubFetch(() => json(comment, 201))
    await expect(
      commentOnStore({ content: '  Great suya!  ', user: 7, restaurant_name: 12 }, { idempotencyKey: 'c-1' }),
    ).resolves.toEqual(comment)
    expect(sent[0]?.path).toBe('/beta/gidideals-user/gidideals-user-comment')
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.body).toEqual({ content: 'Great suya!', user: 7, restaurant_name: 12 })
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-7')
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('c-1')
  })

  it.each([
    ['no content', { content: undefined, user: 7, restaurant_name: 12 }, 'Content is required.'],
    ['empty content', { content: '', user: 7, restaurant_name: 12 }, 'Content is required.'],
    ['blank content', { content: '   ', user: 7, restaurant_name: 12 }, 'Content is required.'],
    ['nobody signed in', { content: 'Nice', user: null, restaurant_name: 12 }, 'User is required.'],
    ['no store', { content: 'Nice', user: 7, restaurant_name: undefined }, 'Store ID is required.'],
    ['a blank store', { content: 'Nice', user: 7, restaurant_name: ' ' }, 'Store ID is required.'],
  ])('refuses %s with no request', async (_label, input, message) => {
    const sent = stubFetch(() => json(comment, 201))
    await refused(commentOnStore(input), message)
    expect(sent).toEqual([])
  })

  it('reports a failed or malformed answer', async () => {
    stubFetch(() => json(comment, 200))
    expect((await failure(commentOnStore({ content: 'Nice', user: 7, restaurant_name: 12 }))).kind).toBe('unexpected')
    stubFetch(() => json({}, 404))
    expect((await failure(commentOnStore({ content: 'Nice', user: 7, restaurant_name: 12 }))).message).toBe(NOT_FOUND)
  })
})
