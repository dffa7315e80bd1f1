import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { recordInteraction } from '@/api/deals'
import { dealLink } from '@/lib/links/deal-link'
import { DEAL_KIND_PAGES } from '@/components/deal/deal-kinds'
import type { GiftValues } from './gift-fields'
import { composeGift, type Gift, type Recipient } from './gift-message'
import type { GiftOption } from './use-gift-deals'

export const recipientOf = ({ name, phone, email }: GiftValues): Recipient => ({ name, phone, email })

/** Counts a share for the deal's business. */
export function recordShare(option: GiftOption) {
  const interaction = DEAL_KIND_PAGES[option.kind].interaction
  // Fire and forget: the count is the business's; a failure must never reach the shopper.
  if (interaction) recordInteraction(interaction, option.item.id, 'share').catch(() => undefined)
}

/**
 * Sharing the gift: the phone's share sheet when it has one, else the composed `gift` for the
 * fallback panel (WhatsApp, SMS, email, copy). `sharedWith` names the friend once shared.
 */
export function useGiftSubmit(optionOf: (key: string) => GiftOption | undefined) {
  const router = useRouter()
  const [gift, setGift] = useState<Gift | null>(null)
  const [sharedWith, setSharedWith] = useState<string | null>(null)

  async function share(values: GiftValues) {
    // The check asked for a deal that is in the list.
    const option = optionOf(values.deal)
    if (!option) return
    const recipient = recipientOf(values)
    const path = router.buildLocation(dealLink(option.kind, option.item.id)).href
    const url = new URL(path, window.location.origin).href
    const composed = composeGift({ title: option.title, item: option.item }, recipient, values.note, url)
    const data = { title: composed.title, text: composed.text, url: composed.url }
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data)
        setGift(null)
        setSharedWith(recipient.name.trim())
        recordShare(option)
        return
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back below.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    setSharedWith(null)
    setGift(composed)
  }

  return {
    gift,
    sharedWith,
    share,
    /** The details changed: the gift composed from what was there before goes. */
    changed: () => {
      setGift(null)
      setSharedWith(null)
    },
  }
}
