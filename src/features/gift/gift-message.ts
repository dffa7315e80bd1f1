import * as v from 'valibot'
import { blankOr, emailField, phoneField, requiredText, ruleUnder } from '@contract/fields'
import { REQUIRED } from '@contract/messages'
import type { DealItem } from '@contract/records'
import { config } from '@/lib/config'
import { compactPhone, TEXT_LIMITS } from '@contract/rules'
import { formatNaira } from '@/lib/format/money'

// Gift a friend, without React: the form's fields, the words that go to the friend, and the links that open
// WhatsApp, SMS or email.

export type Recipient = { name: string; phone: string; email: string }

/**
 * The longest note to the friend. Not a contract limit: the note never reaches our server, it
 * goes into the WhatsApp, SMS or email link, which must stay short enough to open.
 */
export const GIFT_NOTE_MAX = 500

export const CHOOSE_DEAL = 'Choose a deal to gift.'
export const PHONE_OR_EMAIL = "Enter your friend's phone number or email."

/**
 * The gift form's fields, in the page's order: a deal in the list (`isDeal`), a name, and a
 * phone number or an email (at least one), each well formed by the contract's rules. The gift
 * never reaches our server: it goes by the shopper's own apps.
 */
export const giftSchema = (isDeal: (key: string) => boolean) =>
  v.pipe(
    v.object({
      deal: v.pipe(v.string(), v.check(isDeal, CHOOSE_DEAL)),
      name: requiredText('Name', REQUIRED.name, TEXT_LIMITS.name),
      phone: blankOr(phoneField),
      email: blankOr(emailField),
      note: v.string(),
    }),
    ruleUnder('phone', ({ phone, email }) => phone.trim() !== '' || email.trim() !== '', PHONE_OR_EMAIL),
  )

/** A Nigerian number as WhatsApp wants it: 0803… → 234803…; +234… and +234 0803… → 234803…. */
export function internationalDigits(phone: string): string {
  const digits = compactPhone(phone).replace(/^\+/, '')
  if (digits.startsWith('2340')) return `234${digits.slice(4)}`
  if (digits.startsWith('0')) return `234${digits.slice(1)}`
  return digits
}

export type GiftDeal = { title: string; item: DealItem }

export type Gift = {
  /** For navigator.share. */
  title: string
  text: string
  url: string
  /** The whole message with the link, for copying and for the SMS, WhatsApp and email links. */
  message: string
}

/** What the friend receives: a greeting, the shopper's words, the deal, its price or code, the link. */
export function composeGift(deal: GiftDeal, recipient: Recipient, note: string, url: string): Gift {
  const name = recipient.name.trim()
  const { item } = deal
  const price = typeof item.discounted_price === 'number' ? item.discounted_price : item.price
  const details = [
    item.store ? `${deal.title} at ${item.store.name_of_business}` : deal.title,
    typeof price === 'number' && Number.isFinite(price) ? formatNaira(price) : null,
    item.code ? `code ${item.code}` : null,
  ]
    .filter(Boolean)
    .join(' · ')
  const words = note.trim() || `I found this deal on ${config.brand} and thought of you.`
  const text = `Hi ${name}! ${words}\n\nMy gift to you: ${details}`
  return { title: `A gift for ${name}: ${deal.title}`, text, url, message: `${text}\n${url}` }
}

export type GiftLinks = { whatsapp: string; sms: string; email: string }

/** Links that open the friend's chat, SMS or email with the message written. */
export function giftLinks(gift: Gift, recipient: Recipient): GiftLinks {
  const phone = recipient.phone.trim()
  const email = recipient.email.trim()
  const body = encodeURIComponent(gift.message)
  return {
    whatsapp: `https://wa.me/${phone ? internationalDigits(phone) : ''}?text=${body}`,
    sms: `sms:${phone ? `+${internationalDigits(phone)}` : ''}?body=${body}`,
    email: `mailto:${email}?subject=${encodeURIComponent(gift.title)}&body=${body}`,
  }
}
