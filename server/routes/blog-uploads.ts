// uploadBlogImages and uploadBlogVideos (contract/endpoints/content.ts): a post's author attaches files.
//
// A few pictures or one video per request (the body limit in ../config.ts is sized to that);
// each file must be what its bytes say (../media/media-types.ts), within its size; a shopper keeps at
// most a quota of media and has an upload budget, and one upload in flight at a time. Bodies are
// streamed to temporary files under MEDIA_DIR (../http/upload-stream.ts), then moved into place.
import { randomUUID } from 'node:crypto'
import { rename } from 'node:fs/promises'
import { join } from 'node:path'
import { API_BASE, IMAGE_LIMIT, MAX_IMAGES_PER_UPLOAD, MAX_VIDEOS_PER_UPLOAD, VIDEO_LIMIT } from '../config'
import { signedInUser, type AppContext } from '../http/context'
import { now } from '../database/settings'
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error'
import { IMAGE_TYPES, sniffMediaType, VIDEO_TYPES } from '../media/media-types'
import { accountKey, tooManyAttempts } from '../limits/rate-limit'
import { clientAddress } from '../http/client-address'
import { ABANDONED_MS, receiveUpload, sweepIncoming, type ReceivedForm } from '../http/upload-stream'
import { idRef } from '../../contract/fields'
import { REQUIRED } from '../../contract/messages'
import { parseWith } from '../http/request-input'

const MB = 1024 * 1024
const ONE_AT_A_TIME = 'You are already uploading. Wait for it to finish, then try again.'
/** Abandoned temporary files are looked for on an upload at most this often (and at every start). */
const SWEEP_EVERY_MS = 60_000

/** One upload in flight per account, shared by instances (the limiter); the lane's window frees a lost one. */
async function takeUploadLane(c: AppContext, userId: number): Promise<() => Promise<void>> {
  const { limiter } = c.get('deps')
  const lane = accountKey(`upload-lane:${userId}`)
  if (!(await limiter.hit([lane, { limit: 1, windowMs: ABANDONED_MS }])).allowed)
    throw tooManyAttempts(5, ONE_AT_A_TIME)
  return () => limiter.refund(lane)
}

/** The form's files, checked: their count, size, type (declared and by their bytes) and the author's quota. */
async function checkedFiles(c: AppContext, form: ReceivedForm, kind: 'image' | 'video', userId: number) {
  const deps = c.get('deps')
  const files = form.files.filter((file) => file.field === kind)
  const most = kind === 'image' ? MAX_IMAGES_PER_UPLOAD : MAX_VIDEOS_PER_UPLOAD
  if (form.tooMany || files.length > most)
    throw badRequest(kind === 'image' ? `Send at most ${most} images at once.` : 'Send one video at a time.')
  if (files.length === 0)
    throw badRequest(kind === 'image' ? 'At least one image is required.' : 'At least one video is required.')
  const limit = kind === 'image' ? IMAGE_LIMIT : VIDEO_LIMIT
  if (form.tooLarge) throw new HttpError(413, `${form.tooLarge} is larger than ${limit / MB} MB.`)
  const types = kind === 'image' ? IMAGE_TYPES : VIDEO_TYPES
  for (const file of files) {
    // Both must agree: the declared type is served, the bytes are what the browser sees.
    if (!types[file.type] || sniffMediaType(file.head) !== file.type)
      throw new HttpError(415, `${file.name || 'A file'} is not a supported ${kind} type.`)
  }
  const added = files.reduce((sum, file) => sum + file.size, 0)
  const { used } = await deps.kysely
    .selectFrom('blog_media as m')
    .innerJoin('blog_posts as p', 'p.id', 'm.post_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('m.size'), eb.lit(0)).as('used'))
    .where('p.author_id', '=', userId)
    .executeTakeFirstOrThrow()
  if (Number(used) + added > deps.uploadQuotaBytes)
    throw new HttpError(413, `Your pictures and videos may take ${deps.uploadQuotaBytes / MB} MB in all.`)
  return { files, types }
}

export async function upload(c: AppContext, kind: 'image' | 'video') {
  const deps = c.get('deps')
  const userId = signedInUser(c)
  const ip = clientAddress(c, deps.trustProxy)
  await deps.limiter.take(
    [accountKey(`uploads:${userId}`), deps.limits.uploadsPerUser],
    [`uploads:${ip}`, deps.limits.uploadsPerAddress],
  )
  const time = deps.clock()
  if (time - deps.uploadDisk.sweptAt > SWEEP_EVERY_MS) {
    deps.uploadDisk.sweptAt = time
    await sweepIncoming(deps.mediaDir, time)
  }
  const releaseLane = await takeUploadLane(c, userId)
  try {
    const limit = kind === 'image' ? IMAGE_LIMIT : VIDEO_LIMIT
    const most = kind === 'image' ? MAX_IMAGES_PER_UPLOAD : MAX_VIDEOS_PER_UPLOAD
    const form = await receiveUpload(c, { maxFiles: most, fileBytes: limit })
    try {
      const blogId = parseWith(idRef(REQUIRED.blogId, REQUIRED.blogId), form.fields.get('blog'))
      const post = await deps.kysely
        .selectFrom('blog_posts')
        .select('author_id')
        .where('id', '=', blogId)
        .executeTakeFirst()
      if (!post) throw notFound()
      if (post.author_id !== userId) throw forbidden()
      const { files, types } = await checkedFiles(c, form, kind, userId)
      const saved: string[] = []
      for (const file of files) {
        const name = `${randomUUID()}.${types[file.type]}`
        await rename(file.path, join(deps.mediaDir, name))
        await deps.kysely
          .insertInto('blog_media')
          .values({ post_id: blogId, kind, file: name, mime: file.type, created_at: now(), size: file.size })
          .execute()
        saved.push(`${API_BASE}/media/uploads/${name}`)
      }
      return c.json({ data: { blog: blogId, [kind === 'image' ? 'images' : 'videos']: saved } }, 201)
    } finally {
      await form.discard()
    }
  } finally {
    await releaseLane()
  }
}
