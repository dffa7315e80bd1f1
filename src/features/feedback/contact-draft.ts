import { REQUIRED } from '@/api/validation'

// The contact form's fields, their checks (SPEC §5, in the API's order) and the draft kept in
// localStorage so a reload or a dropped connection never loses what the shopper typed.

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

export type ContactField = keyof ContactDraft
export type ContactErrors = Partial<Record<ContactField, string>>

export const EMPTY_CONTACT_DRAFT: ContactDraft = {
  category: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
  feedback: '',
}

/** The reference server's words for an address it will not take. */
export const INVALID_EMAIL = 'Enter a valid email address.'
export const INVALID_PHONE = 'Enter a valid phone number.'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim())
}

/** 7 to 15 digits, an optional leading +; spaces, dashes, dots and brackets are allowed between. */
export function isPhoneNumber(value: string): boolean {
  return /^\+?\d{7,15}$/.test(value.trim().replace(/[\s\-.()]/g, ''))
}

export function checkContact(draft: ContactDraft): ContactErrors {
  const errors: ContactErrors = {}
  if (draft.category.trim() === '') errors.category = REQUIRED.category
  if (draft.phoneNumber.trim() === '') errors.phoneNumber = REQUIRED.phoneNumber
  else if (!isPhoneNumber(draft.phoneNumber)) errors.phoneNumber = INVALID_PHONE
  if (draft.email.trim() === '') errors.email = REQUIRED.email
  else if (!isEmail(draft.email)) errors.email = INVALID_EMAIL
  if (draft.feedback.trim() === '') errors.feedback = REQUIRED.feedback
  return errors
}

export const CONTACT_DRAFT_KEY = 'contact_form_draft'

/** The saved draft, or an empty one; anything unreadable counts as no draft. */
export function loadContactDraft(): ContactDraft {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(CONTACT_DRAFT_KEY) ?? 'null')
    if (typeof raw !== 'object' || raw === null) return EMPTY_CONTACT_DRAFT
    const saved = raw as Record<string, unknown>
    const draft = { ...EMPTY_CONTACT_DRAFT }
    for (const field of Object.keys(draft) as ContactField[]) {
      const value = saved[field]
      if (typeof value === 'string') draft[field] = value
    }
    return draft
  } catch {
    return EMPTY_CONTACT_DRAFT
  }
}

export function saveContactDraft(draft: ContactDraft): void {
  try {
    const blank = Object.values(draft).every((value) => value === '')
    if (blank) localStorage.removeItem(CONTACT_DRAFT_KEY)
    else localStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Private mode or a full quota: the form still works, only the draft is not kept.
  }
}
