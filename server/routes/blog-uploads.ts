// uploadBlogImages and uploadBlogVideos (contract/endpoints/content.ts): a post's author attaches files.
//
// A few pictures or one video per request (the body limit in ../config.ts is sized to that);
// each file must be what its bytes say (../media/media-types.ts), within its size; a shopper keeps at
// most a quota of media and has an upload budget. Bodies are parsed in memory, reserved as
// their bytes arrive, within each account's share of a pool (../http/upload-body.ts).
import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { API_BASE, IMAGE_LIMIT, MAX_IMAGES_PER_UPLOAD, MAX_VIDEOS_PER_UPLOAD, VIDEO_LIMIT } from '../config'
import { signedInUser, type AppContext } from '../http/context'
import { now } from '../database/settings'
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error'
import { IMAGE_TYPES, sniffMediaType, VIDEO_TYPES } from '../media/media-types'
import { accountKey } from '../limits/rate-limit'
import { clientAddress } from '../http/client-address'
import { readUploadBody } from '../http/upload-body'
import { idRef } from '../../contract/fields'
import { REQUIRED } from '../../contract/messages'
import { parseWith } from '../http/request-input'

type Upload = { name: string; type: string; size: number; arrayBuffer(): Promise<ArrayBuffer> }

const MB = 1024 * 1024

export async function upload(c: AppContext, kind: 'image' | 'video') {
  const deps = c.get('deps')
  const userId = signedInUser(c)
  const ip = clientAddress(c, deps.trustProxy)
  await deps.limiter.take(
    [accountKey(`uploads:${userId}`), deps.limits.uploadsPerUser],
    [`uploads:${ip}`, deps.limits.uploadsPerAddress],
  )
  const { body, release } = await readUploadBody(c, userId)
  try {
    let form: FormData
    try {
      form = await body.formData()
    } catch {
      throw badRequest('Send the files as multipart/form-data.')
    }
    const blogId = parseWith(idRef(REQUIRED.blogId, REQUIRED.blogId), form.get('blog'))
    const post = await deps.kysely
      .selectFrom('blog_posts')
      .select('author_id')
      .where('id', '=', blogId)
      .executeTakeFirst()
    if (!post) throw notFound()
    if (post.author_id !== userId) throw forbidden()
    const files = form.getAll(kind).filter((value) => typeof value !== 'string') as unknown as Upload[]
    if (files.length === 0)
      throw badRequest(kind === 'image' ? 'At least one image is required.' : 'At least one video is required.')
    const most = kind === 'image' ? MAX_IMAGES_PER_UPLOAD : MAX_VIDEOS_PER_UPLOAD
    if (files.length > most)
      throw badRequest(kind === 'image' ? `Send at most ${most} images at once.` : 'Send one video at a time.')

    const types = kind === 'image' ? IMAGE_TYPES : VIDEO_TYPES
    const limit = kind === 'image' ? IMAGE_LIMIT : VIDEO_LIMIT
    const checked: Array<{ bytes: Uint8Array; type: string }> = []
    for (const file of files) {
      const label = file.name || 'A file'
      if (file.size > limit) throw new HttpError(413, `${label} is larger than ${limit / MB} MB.`)
      const bytes = new Uint8Array(await file.arrayBuffer())
      const type = sniffMediaType(bytes)
      // Both must agree: the declared type is served, the bytes are what the browser sees.
      if (!types[file.type] || type !== file.type) throw new HttpError(415, `${label} is not a supported ${kind} type.`)
      checked.push({ bytes, type })
    }

    const added = checked.reduce((sum, file) => sum + file.bytes.length, 0)
    const { used } = await deps.kysely
      .selectFrom('blog_media as m')
      .innerJoin('blog_posts as p', 'p.id', 'm.post_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('m.size'), eb.lit(0)).as('used'))
      .where('p.author_id', '=', userId)
      .executeTakeFirstOrThrow()
    if (Number(used) + added > deps.uploadQuotaBytes)
      throw new HttpError(413, `Your pictures and videos may take ${deps.uploadQuotaBytes / MB} MB in all.`)

    const saved: string[] = []
    for (const file of checked) {
      const name = `${randomUUID()}.${types[file.type]}`
      await writeFile(join(deps.mediaDir, name), file.bytes)
      await deps.kysely
        .insertInto('blog_media')
        .values({ post_id: blogId, kind, file: name, mime: file.type, created_at: now(), size: file.bytes.length })
        .execute()
      saved.push(`${API_BASE}/media/uploads/${name}`)
    }
    return c.json({ data: { blog: blogId, [kind === 'image' ? 'images' : 'videos']: saved } }, 201)
  } finally {
    release()
  }
}
