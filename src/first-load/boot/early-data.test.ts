// The early script paints a page's first pictures into its skeleton before the app runs; the
// picture is the page's largest paint, so it is asked for at high priority as soon as the
// answer names it, not left to the background's low-priority request at the next style pass.
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

type Requested = { src: string; priority: string }

const picture = '/beta/media/cover/mama-put.svg'
let requested: Requested[]

beforeEach(() => {
  requested = []
  vi.resetModules()
  // The browser's picture loader, recorded: what was asked for, and at which priority.
  vi.stubGlobal(
    'Image',
    class {
      fetchPriority = 'auto'
      set src(src: string) {
        requested.push({ src, priority: this.fetchPriority })
      }
    },
  )
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify({ data: { results: [{ image: picture }, { image: '' }] } }), { status: 200 }),
    ),
  )
  document.body.innerHTML = `<div id="root" data-early='[{"url":"/beta/api/coupon/hot-deals-aws","warm":true}]'>
    <div data-early-picture="0"></div></div>`
})

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
  delete window.__gidiEarly
})

it('asks for the first picture at high priority as soon as the answer names it, and paints it into its box', async () => {
  await import('./early-data')
  const box = document.querySelector<HTMLElement>('[data-early-picture="0"]')!
  await vi.waitFor(() => expect(box.style.backgroundImage).toContain(picture))
  // Before the app's scripts are asked for (appStarting): the picture comes first.
  expect(requested).toEqual([{ src: picture, priority: 'high' }])
})
