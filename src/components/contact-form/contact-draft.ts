import { draftStorage, stringFields } from '@/lib/browser/draft-storage'
import { LOCAL_KEYS } from '@contract/storage'

// The contact form's fields and the draft kept in localStorage, so a reload or a dropped
// connection never loses what the shopper typed. Their rules are the feedback call's
// (contract/fields.ts feedbackFields; docs/validation.md#feedback).

export const CONTACT_CATEGORIES = [
  'General',
  'Bug report',
  'Store or deal',
  'Payment',
  'Partnership',
  'Others',
] as const

export type ContactDraft = {
  category: string
  firstName: string
  lastName: string
  phoneNumber: string
  email: string
  feedback: string
}

export const EMPTY_CONTACT_DRAFT: ContactDraft = {
  category: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
  feedback: '',
}

export const CONTACT_DRAFT_KEY = LOCAL_KEYS.contactDraft

/** The draft in localStorage; anything unreadable counts as no draft, a blank one is not kept. */
export const contactDraft = draftStorage<ContactDraft>(CONTACT_DRAFT_KEY, {
  empty: EMPTY_CONTACT_DRAFT,
  decode: (stored) => stringFields(stored, EMPTY_CONTACT_DRAFT),
  isBlank: (draft) => Object.values(draft).every((value) => value === ''),
})
