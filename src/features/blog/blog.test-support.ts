import type { BlogPost } from '@contract/records'

// Posts as the reference server sends them (docs/api.md#records), for the blog's tests.

export const bukaPost: BlogPost = {
  id: 3,
  title: 'Ten buka spots in Surulere',
  categories: ['Food', 'Surulere'],
  article: 'From Bode Thomas to Ojuelegba.\n\nGo early: the amala runs out by 2pm.\nBring cash.',
  location: 'Surulere',
  author: { id: 1, first_name: 'Ada' },
  images: ['/beta/media/uploads/buka.png'],
  videos: ['/beta/media/uploads/buka.mp4'],
  likes_count: 12,
  comments: [
    {
      id: 7,
      user: 2,
      first_name: 'Tunde',
      content: 'The amala at Bode Thomas!',
      created_at: '2026-03-02T10:00:00.000Z',
    },
  ],
  created_at: '2026-03-01T09:00:00.000Z',
}

export const suyaPost: BlogPost = {
  id: 4,
  title: 'Suya 101 <img src=x onerror=alert(1)>',
  categories: ['Food', 'Ikeja'],
  article: 'Yaji matters. <img src=x onerror=alert(1)>',
  location: 'Ikeja',
  author: { id: 1, first_name: 'Ada' },
  images: [],
  videos: [],
  likes_count: 1,
  comments: [],
  created_at: '2026-03-05T09:00:00.000Z',
}

export const listAnswer = (posts: BlogPost[]) => ({ data: { results: posts, count: posts.length, next_page: null } })
export const detailAnswer = (post: BlogPost) => ({ data: { results: post } })
