// The post being written, kept in localStorage so a reload (or a dropped tab) loses nothing.
// Files cannot be kept there; the text and, once the text is published, the new post's id are.

export const DRAFT_KEY = 'blog_draft'

export type DraftText = { title: string; categories: string; article: string; location: string }

export type Draft = DraftText & {
  /** The post already made from this draft, so a retry uploads to it instead of making another. */
  created?: { id: number; user: number; imagesSent: boolean; videosSent: boolean }
}

export const emptyDraft: Draft = { title: '', categories: '', article: '', location: '' }

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0

export function decodeDraft(raw: unknown): Draft {
  if (typeof raw !== 'object' || raw === null) return emptyDraft
  const value = raw as Record<string, unknown>
  const draft: Draft = {
    title: text(value.title),
    categories: text(value.categories),
    article: text(value.article),
    location: text(value.location),
  }
  const created = value.created as Record<string, unknown> | undefined
  if (created && isId(created.id) && isId(created.user)) {
    draft.created = {
      id: created.id,
      user: created.user,
      imagesSent: created.imagesSent === true,
      videosSent: created.videosSent === true,
    }
  }
  return draft
}

export function loadDraft(): Draft {
  try {
    const stored = localStorage.getItem(DRAFT_KEY)
    return stored ? decodeDraft(JSON.parse(stored)) : emptyDraft
  } catch {
    return emptyDraft
  }
}

export function saveDraft(draft: Draft): void {
  try {
    const blank = !draft.created && !draft.title && !draft.categories && !draft.article && !draft.location
    if (blank) localStorage.removeItem(DRAFT_KEY)
    else localStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Storage full or refused: the draft lives on in memory for this visit.
  }
}
