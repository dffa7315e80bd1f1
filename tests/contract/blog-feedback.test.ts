import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'
import { INVALID_PHONE } from '../../contract/rules'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

describe('blog', () => {
  it('lists seeded posts newest first', async () => {
    const list = await server.call('GET', '/blog/list-all-blog')
    expect(list.status).toBe(200)
    const posts = list.json.data.results
    expect(posts.length).toBeGreaterThanOrEqual(6)
    expect(posts[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      categories: expect.any(Array),
      article: expect.any(String),
      author: { first_name: expect.any(String) },
    })
    const dates = posts.map((post: { created_at: string }) => post.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('writes a post, attaches images and a video by its id, and takes comments', async () => {
    const author = await server.shopper('author')
    const missing = await server.call('POST', '/blog/create-blog', {
      token: author.access,
      body: { categories: ['Food'], article: 'x', location: 'Ikeja' },
    })
    expect(missing.json.message).toBe('Title is required.')
    expect(
      (
        await server.call('POST', '/blog/create-blog', {
          token: author.access,
          body: { title: 't', article: 'x', location: 'Ikeja' },
        })
      ).json.message,
    ).toBe('Category is required.')
    expect(
      (
        await server.call('POST', '/blog/create-blog', {
          token: author.access,
          body: { title: 't', categories: ['Food'], location: 'Ikeja' },
        })
      ).json.message,
    ).toBe('Article is required.')
    expect(
      (
        await server.call('POST', '/blog/create-blog', {
          token: author.access,
          body: { title: 't', categories: ['Food'], article: 'x' },
        })
      ).json.message,
    ).toBe('Location is required.')

    const created = await server.call('POST', '/blog/create-blog', {
      token: author.access,
      body: {
        title: 'Best boli in Surulere',
        categories: ['Food', 'Surulere'],
        article: 'Roasted plantain and groundnuts.',
        location: 'Surulere',
      },
    })
    expect(created.status).toBe(201)
    const id = created.json.data.id

    const images = new FormData()
    images.append('blog', String(id))
    images.append('image', new Blob([png], { type: 'image/png' }), 'boli.png')
    images.append('image', new Blob([png], { type: 'image/png' }), 'boli-2.png')
    const uploaded = await server.call('POST', '/blog/create-blog-images', { token: author.access, body: images })
    expect(uploaded.status).toBe(201)
    expect(uploaded.json.data.images).toHaveLength(2)
    const served = await fetch(`${server.url}${uploaded.json.data.images[0]}`)
    expect(served.headers.get('content-type')).toBe('image/png')

    const none = new FormData()
    none.append('blog', String(id))
    expect(
      (await server.call('POST', '/blog/create-blog-images', { token: author.access, body: none })).json.message,
    ).toBe('At least one image is required.')
    expect(
      (await server.call('POST', '/blog/create-blog-videos', { token: author.access, body: none })).json.message,
    ).toBe('At least one video is required.')
    const wrongType = new FormData()
    wrongType.append('blog', String(id))
    wrongType.append('image', new Blob(['#!/bin/sh'], { type: 'application/x-sh' }), 'evil.sh')
    expect(
      (await server.call('POST', '/blog/create-blog-images', { token: author.access, body: wrongType })).status,
    ).toBe(415)
    const noBlog = new FormData()
    noBlog.append('image', new Blob([png], { type: 'image/png' }), 'a.png')
    expect(
      (await server.call('POST', '/blog/create-blog-images', { token: author.access, body: noBlog })).json.message,
    ).toBe('Blog ID is required.')

    const video = new FormData()
    video.append('blog', String(id))
    // An MP4 starts with its 'ftyp' box: the server checks the bytes, not only the declared type.
    const mp4 = new Uint8Array(64)
    mp4.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')])
    video.append('video', new Blob([mp4], { type: 'video/mp4' }), 'clip.mp4')
    expect((await server.call('POST', '/blog/create-blog-videos', { token: author.access, body: video })).status).toBe(
      201,
    )

    const stranger = await server.shopper('stranger')
    expect(
      (await server.call('POST', '/blog/create-blog-images', { token: stranger.access, body: images })).status,
    ).toBe(403)

    const comment = await server.call('POST', '/blog/create-comment', {
      token: stranger.access,
      body: { user: stranger.id, blog_post: id, content: 'I must try this!' },
    })
    expect(comment.status).toBe(201)
    expect(
      (
        await server.call('POST', '/blog/create-comment', {
          token: stranger.access,
          body: { user: stranger.id, blog_post: id },
        })
      ).json.message,
    ).toBe('Content is required.')
    const post = (await server.call('GET', '/blog/list-all-blog')).json.data.results.find(
      (p: { id: number }) => p.id === id,
    )
    expect(post).toMatchObject({
      images: expect.any(Array),
      videos: expect.any(Array),
      comments: [expect.objectContaining({ content: 'I must try this!' })],
    })
    expect(post.images).toHaveLength(2)
    expect(post.videos).toHaveLength(1)
  })
})

describe('newsletter, feedback and contact form', () => {
  it('subscribes an email once', async () => {
    expect(
      (await server.call('POST', '/subscribe/subscribe-to-newsletter/', { body: { email: 'news@example.ng' } })).status,
    ).toBe(201)
    // Again, in other letters: the same answer (it tells no one who is on the list), one row.
    expect(
      (await server.call('POST', '/subscribe/subscribe-to-newsletter/', { body: { email: 'NEWS@example.ng' } })).status,
    ).toBe(201)
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM newsletter WHERE email = 'news@example.ng'").get()).toEqual({
      n: 1,
    })
    expect(
      (await server.call('POST', '/subscribe/subscribe-to-newsletter/', { body: { email: 'not-an-email' } })).status,
    ).toBe(400)
  })

  it('takes feedback with the SPEC §5 messages for missing fields', async () => {
    const full = {
      category: 'Bug',
      firstName: 'Kemi',
      phoneNumber: '08031234567',
      email: 'kemi@example.ng',
      feedback: 'The map is slow',
    }
    const created = await server.call('POST', '/feedback/feedback-create', { body: full })
    expect(created.status).toBe(201)
    expect(created.json.data).toMatchObject({ category: 'Bug', feedback: 'The map is slow', lastName: null })
    const messages: Record<string, string> = {
      category: 'Category is required.',
      phoneNumber: 'Phone Number is required.',
      email: 'Email is required.',
      feedback: 'Feedback is required.',
    }
    for (const [field, message] of Object.entries(messages)) {
      const body: Record<string, string> = { ...full }
      delete body[field]
      expect(await server.call('POST', '/feedback/feedback-create', { body })).toMatchObject({
        status: 400,
        json: { message },
      })
    }
    // The form's phone rule is the server's: a number it cannot call is refused in the same words.
    expect(
      await server.call('POST', '/feedback/feedback-create', { body: { ...full, phoneNumber: '12ab' } }),
    ).toMatchObject({ status: 400, json: { message: INVALID_PHONE } })
    const contact = await server.call('POST', '/contact/contact-form', {
      body: {
        category: 'Others',
        name: 'User',
        subject: 'Feedback',
        phone: '+2348031234567',
        email: 'beta-support@gidideals.ng',
        message: 'Love it',
      },
    })
    expect(contact.status).toBe(201)
    expect(contact.json.data).toMatchObject({ message: 'Love it' })
    // The modal sends the account's number, or none: the contact form takes a message without one.
    const noPhone = await server.call('POST', '/contact/contact-form', {
      body: {
        category: 'Others',
        name: 'User',
        subject: 'Feedback',
        email: 'beta-support@gidideals.ng',
        message: 'Hi',
      },
    })
    expect(noPhone.status).toBe(201)
    expect(noPhone.json.data).toMatchObject({ phone: null, message: 'Hi' })
  })
})
