// uploadBlogImages and uploadBlogVideos (contract/endpoints/content.ts): a post's author attaches files.
//
// A few pictures or one video per request (the body limit in config.ts is sized to that);
// each file must be what its bytes say (media-types.ts), within its size; a shopper keeps at
// most a quota of media and has an upload budget. Bodies are parsed in memory, reserved as
// their bytes arrive, within each account's share of a pool (upload-body.ts).
import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { API_BASE, IMAGE_LIMIT, MAX_IMAGES_PER_UPLOAD, MAX_VIDEOS_PER_UPLOAD, VIDEO_LIMIT } from '../config'
import { signedInUser, type AppContext } from '../context'
import { now } from '../db'
import { badRequest, forbidden, HttpError, notFound } from '../http-error'
import { IMAGE_TYPES, sniffMediaType, VIDEO_TYPES } from '../media-types'
import { accountKey, clientAddress } from '../rate-limit'
import { readUploadBody } from '../upload-body'
import { idRef } from '../../contract/fields'
import { REQUIRED } from '../../contract/messages'
import { parseWith } from '../request-input'

type Upload = { name: string; type: string; size: number; arrayBuffer(): Promise<ArrayBuffer> }

const MB = 1024 * 1024

export async function upload(c: AppContext, kind: 'image' | 'video') {
  const deps = c.get('deps')
  const userId = signedInUser(c)
  const ip = clientAddress(c, deps.trustProxy)
  deps.limiter.take(
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
    const post = deps.db.prepare('SELECT author_id FROM blog_posts WHERE id = ?').get(blogId) as
      { author_id: number } | undefined
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
    const { used } = deps.db
      .prepare(
        'SELECT COALESCE(SUM(m.size), 0) AS used FROM blog_media m JOIN blog_posts p ON p.id = m.post_id WHERE p.author_id = ?',
      )
      .get(userId) as { used: number }
    if (used + added > deps.uploadQuotaBytes)
      throw new HttpError(413, `Your pictures and videos may take ${deps.uploadQuotaBytes / MB} MB in all.`)

    const saved: string[] = []
    for (const file of checked) {
      const name = `${randomUUID()}.${types[file.type]}`
      await writeFile(join(deps.mediaDir, name), file.bytes)
      deps.db
        .prepare('INSERT INTO blog_media (post_id, kind, file, mime, created_at, size) VALUES (?, ?, ?, ?, ?, ?)')
        .run(blogId, kind, name, file.type, now(), file.bytes.length)
      saved.push(`${API_BASE}/media/uploads/${name}`)
    }
    return c.json({ data: { blog: blogId, [kind === 'image' ? 'images' : 'videos']: saved } }, 201)
  } finally {
    release()
  }
}
