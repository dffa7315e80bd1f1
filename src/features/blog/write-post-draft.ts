import { draftStorage, stringFields } from '@/lib/browser/draft-storage'
import { isPositiveInteger } from '@/lib/stored-values'
import { LOCAL_KEYS } from '@contract/storage'

// The post being written, kept in localStorage so a reload (or a dropped tab) loses nothing.
// Files cannot be kept there; the text and, once the text is published, the new post's id are.

export const DRAFT_KEY = LOCAL_KEYS.blogDraft

export type DraftText = { title: string; categories: string; article: string; location: string }

export type Draft = DraftText & {
  /** The post already made from this draft, so a retry uploads to it instead of making another. */
  created?: { id: number; user: number; imagesSent: boolean; videosSent: boolean }
}

export const emptyDraft: Draft = { title: '', categories: '', article: '', location: '' }

export function decodeDraft(stored: unknown): Draft {
  const draft: Draft = stringFields<DraftText>(stored, emptyDraft)
  const created = (stored as { created?: Record<string, unknown> } | null)?.created
  if (created && isPositiveInteger(created.id) && isPositiveInteger(created.user)) {
    draft.created = {
      id: created.id,
      user: created.user,
      imagesSent: created.imagesSent === true,
      videosSent: created.videosSent === true,
    }
  }
  return draft
}

/** A draft is worth keeping once anything is typed, or once a post was made from it. */
export const postDraft = draftStorage<Draft>(DRAFT_KEY, {
  empty: emptyDraft,
  decode: decodeDraft,
  isBlank: (draft) => !draft.created && !draft.title && !draft.categories && !draft.article && !draft.location,
})
