import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const first = async (path: string) =>
  (await server.call('GET', path)).json.data.results[0] as { id: number; likes_count: number }

type Paths = {
  like: string
  dislike: string
  rate: string
  update: string
  list: string
  likes: string
  ratings: string
  itemPath: string
}
const kinds: Record<string, Paths> = {
  coupon: {
    like: '/coupon-like/likes-create',
    dislike: '/coupon-like/likes-single-item-update',
    rate: '/coupon-rating/rating-create',
    update: '/coupon-rating/rating-single-item-update',
    list: '/api/coupon-items-all-aws',
    likes: 'coupon_likes',
    ratings: 'coupon_rating',
    itemPath: '/api/coupon-items-single-id-aws',
  },
  discount: {
    like: '/discount-like/likes-create',
    dislike: '/discount-like/likes-single-item-update',
    rate: '/discount-rating/rating-create',
    update: '/discount-rating/rating-single-item-update',
    list: '/api/discount-items-all-aws',
    likes: 'discount_likes',
    ratings: 'discount_ratings',
    itemPath: '/api/discount-items-single-id-aws',
  },
  featured: {
    like: '/featured-like/featured-likes',
    dislike: '/featured-like/featured-likes-single-item',
    rate: '/featured-rating/featured-rating/',
    update: '/featured-rating/featured-rating-single-item',
    list: '/featured-read-only-api/featured-items',
    likes: 'featureddeals_likes',
    ratings: 'featureddeals_ratings',
    itemPath: '/featured-read-only-api/featured-single-item',
  },
  store: {
    like: '/gidideals-user/gidideals-likes',
    dislike: '/gidideals-user/gidideals-likes',
    rate: '/gidideals-user/gidideals-rating',
    update: '/gidideals-user/gidideals-rating',
    list: '/api/nearme-aws?latitude=6.6&longitude=3.35',
    likes: 'liked_restaurants',
    ratings: 'rated_restaurants',
    itemPath: '/api/nearme-single-store-aws',
  },
}

describe.each(Object.entries(kinds))('%s likes and ratings', (_kind, paths) => {
  it('like → like again (same record) → dislike; rate → rate again (updated) → update by id', async () => {
    const shopper = await server.shopper()
    const target = await first(paths.list)
    const like = await server.call('POST', paths.like, {
      token: shopper.access,
      body: { user: shopper.id, likes: target.id },
    })
    expect(like.status).toBe(201)
    expect(like.json).toMatchObject({
      id: expect.any(Number),
      likes: target.id,
      user: shopper.id,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    const again = await server.call('POST', paths.like, {
      token: shopper.access,
      body: { user: shopper.id, likes: target.id },
    })
    expect(again.json.id).toBe(like.json.id)
    let activities = (await server.call('GET', '/account/app-user/data-jwt', { token: shopper.access })).json
    expect(activities[paths.likes]).toHaveLength(1)
    const liked = (await server.call('GET', `${paths.itemPath}/${target.id}`)).json.data.results
    expect(liked.likes_count).toBe(target.likes_count + 1)

    expect((await server.call('DELETE', `${paths.dislike}/${like.json.id}`, { token: shopper.access })).status).toBe(
      204,
    )
    expect((await server.call('DELETE', `${paths.dislike}/${like.json.id}`, { token: shopper.access })).status).toBe(
      404,
    )

    const rating = await server.call('POST', paths.rate, {
      token: shopper.access,
      body: { rating: 4, user: shopper.id, ratings: target.id },
    })
    expect(rating.status).toBe(201)
    expect(rating.json).toMatchObject({ rating: 4, ratings: target.id, user: shopper.id })
    const rerate = await server.call('POST', paths.rate, {
      token: shopper.access,
      body: { rating: 2, user: shopper.id, ratings: target.id },
    })
    expect(rerate.json).toMatchObject({ id: rating.json.id, rating: 2 })
    const updated = await server.call('PATCH', `${paths.update}/${rating.json.id}`, {
      token: shopper.access,
      body: { rating: 5, user: shopper.id, ratings: target.id },
    })
    expect(updated.status).toBe(200)
    expect(updated.json).toMatchObject({ id: rating.json.id, rating: 5 })
    activities = (await server.call('GET', '/account/app-user/data-jwt', { token: shopper.access })).json
    expect(activities[paths.likes]).toEqual([])
    expect(activities[paths.ratings]).toEqual([expect.objectContaining({ id: rating.json.id, rating: 5 })])
  })

  it('refuses another user, no token, bad ratings and unknown targets', async () => {
    const ada = await server.shopper('ada')
    const bayo = await server.shopper('bayo')
    const target = await first(paths.list)
    expect(
      await server.call('POST', paths.like, { token: ada.access, body: { user: bayo.id, likes: target.id } }),
    ).toMatchObject({
      status: 403,
      json: { message: 'Access Forbidden - You may not have the required permissions.' },
    })
    expect((await server.call('POST', paths.like, { body: { user: ada.id, likes: target.id } })).status).toBe(401)
    expect(
      (await server.call('POST', paths.like, { token: ada.access, body: { likes: target.id } })).json.message,
    ).toBe('User is required.')
    expect((await server.call('POST', paths.like, { token: ada.access, body: { user: ada.id } })).json.message).toBe(
      'ID is required.',
    )
    expect(
      (await server.call('POST', paths.like, { token: ada.access, body: { user: ada.id, likes: 99999999 } })).status,
    ).toBe(404)
    expect(
      (await server.call('POST', paths.rate, { token: ada.access, body: { user: ada.id, ratings: target.id } })).json
        .message,
    ).toBe('Rating is required.')
    expect(
      (
        await server.call('POST', paths.rate, {
          token: ada.access,
          body: { rating: 9, user: ada.id, ratings: target.id },
        })
      ).status,
    ).toBe(400)
    const like = await server.call('POST', paths.like, { token: ada.access, body: { user: ada.id, likes: target.id } })
    expect((await server.call('DELETE', `${paths.dislike}/${like.json.id}`, { token: bayo.access })).status).toBe(403)
    const rating = await server.call('POST', paths.rate, {
      token: ada.access,
      body: { rating: 3, user: ada.id, ratings: target.id },
    })
    expect(
      (
        await server.call('PATCH', `${paths.update}/${rating.json.id}`, {
          token: bayo.access,
          body: { rating: 1, user: bayo.id, ratings: target.id },
        })
      ).status,
    ).toBe(403)
  })
})

describe('stores and blog posts', () => {
  it('subscribes once, comments, and likes a blog post', async () => {
    const shopper = await server.shopper()
    const store = await first('/api/nearme-aws?latitude=6.6&longitude=3.35')
    const sub = await server.call('POST', '/gidideals-user/gidideals-subscribed-users', {
      token: shopper.access,
      body: { user: shopper.id, subscribed: store.id },
    })
    expect(sub.status).toBe(201)
    expect(sub.json).toMatchObject({ subscribed: store.id, user: shopper.id })
    const again = await server.call('POST', '/gidideals-user/gidideals-subscribed-users', {
      token: shopper.access,
      body: { user: shopper.id, subscribed: store.id },
    })
    expect(again.json.id).toBe(sub.json.id)
    expect(
      (await server.call('GET', '/account/app-user/data-jwt', { token: shopper.access })).json.subscribed_restaurants,
    ).toHaveLength(1)
    expect(
      (
        await server.call('POST', '/gidideals-user/gidideals-subscribed-users', {
          token: shopper.access,
          body: { user: shopper.id },
        })
      ).json.message,
    ).toBe('Store ID is required.')

    const comment = await server.call('POST', '/gidideals-user/gidideals-user-comment', {
      token: shopper.access,
      body: { content: '<script>alert(1)</script> Best suya in Ikeja', user: shopper.id, restaurant_name: store.id },
    })
    expect(comment.status).toBe(201)
    const single = await server.call('GET', `/api/nearme-single-store-aws/${store.id}`)
    // Stored and returned as text, exactly as written: the app renders it as text.
    expect(single.json.data.results.comments[0].content).toBe('<script>alert(1)</script> Best suya in Ikeja')
    expect(
      (
        await server.call('POST', '/gidideals-user/gidideals-user-comment', {
          token: shopper.access,
          body: { user: shopper.id, restaurant_name: store.id },
        })
      ).json.message,
    ).toBe('Content is required.')

    const post = (await server.call('GET', '/blog/list-all-blog')).json.data.results[0]
    const like = await server.call('POST', '/blog/create-like', {
      token: shopper.access,
      body: { user: shopper.id, likes: post.id },
    })
    expect(like.status).toBe(201)
    expect(
      (await server.call('GET', '/account/app-user/data-jwt', { token: shopper.access })).json.liked_blogpost,
    ).toHaveLength(1)
  })

  it('records interactions without an account, each for an item of its kind', async () => {
    const store = (await server.call('GET', '/api/nearme-aws?latitude=6.6&longitude=3.35')).json.data.results[0]
    const menu = (await server.call('GET', `/api/nearme-single-store-aws/${store.id}`)).json.data.results.menu_items
    const recorded: Array<[string, number]> = [
      ['/api/discount/record-interaction', (await first('/api/discount-items-all-aws')).id],
      ['/api/coupon/record-interaction', (await first('/api/coupon-items-all-aws')).id],
      ['/featured-read-only-api/record-interaction', (await first('/featured-read-only-api/featured-items')).id],
      ['/api/menu_item/record-interaction', menu[0].id],
      ['/gidideals/interactions/record-interaction', store.id],
    ]
    for (const [path, itemId] of recorded) {
      const answer = await server.call('POST', path, { body: { item_id: itemId, interaction_type: 'view' } })
      expect(answer.status, path).toBe(201)
    }
    expect(
      (await server.call('POST', '/api/coupon/record-interaction', { body: { interaction_type: 'view' } })).json
        .message,
    ).toBe('ID is required.')
  })
})

describe('Idempotency-Key', () => {
  it('applies a retried write once and answers with the first response', async () => {
    const shopper = await server.shopper()
    const coupon = await first('/api/coupon-items-all-aws')
    const headers = { 'Idempotency-Key': `like-${coupon.id}-${Date.now()}` }
    const firstTry = await server.call('POST', '/coupon-like/likes-create', {
      token: shopper.access,
      headers,
      body: { user: shopper.id, likes: coupon.id },
    })
    const dislike = await server.call('DELETE', `/coupon-like/likes-single-item-update/${firstTry.json.id}`, {
      token: shopper.access,
      headers: { 'Idempotency-Key': 'unlike-1' },
    })
    expect(dislike.status).toBe(204)
    // The like is replayed (connection dropped before the answer arrived): not applied again.
    const retry = await server.call('POST', '/coupon-like/likes-create', {
      token: shopper.access,
      headers,
      body: { user: shopper.id, likes: coupon.id },
    })
    expect(retry.status).toBe(201)
    expect(retry.json).toEqual(firstTry.json)
    expect(retry.headers.get('idempotent-replay')).toBe('true')
    expect(
      (await server.call('GET', '/account/app-user/data-jwt', { token: shopper.access })).json.coupon_likes,
    ).toEqual([])
    const replayedDelete = await server.call('DELETE', `/coupon-like/likes-single-item-update/${firstTry.json.id}`, {
      token: shopper.access,
      headers: { 'Idempotency-Key': 'unlike-1' },
    })
    expect(replayedDelete.status).toBe(204)
    const misuse = await server.call('POST', '/discount-like/likes-create', {
      token: shopper.access,
      headers,
      body: { user: shopper.id, likes: 1 },
    })
    expect(misuse.status).toBe(422)
  })
})
