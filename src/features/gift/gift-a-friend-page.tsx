import { getRouteApi, Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { recordInteraction } from '@/api/deals'
import { describeError } from '@/api/error-advice'
import { dealLink } from '@/lib/links/deal-link'
import { DEAL_KIND_PAGES } from '@/components/deal/deal-kinds'
import { emailInput, Field, fieldClass, InputField, phoneInput, TextAreaField } from '@/ui/form'
import { PageHeader } from '@/ui/page-header'
import { QueryStates } from '@/ui/query-states'
import { buttonClass, EmptyState } from '@/ui/states'
import { useForm } from '@/ui/use-form'
import { GiftDealPreview, PREVIEW_HEIGHT } from './gift-deal-preview'
import { checkGift, composeGift, GIFT_NOTE_MAX, type Gift, type Recipient, type RecipientErrors } from './gift-message'
import { dealKey, parseDealKey } from './gift-search'
import { GiftSharePanel } from './gift-share-panel'
import { useGiftDeals, type GiftDeals, type GiftOption } from './use-gift-deals'

/** The form's fields, in the page's order (the first wrong one gets the focus). */
type FieldName = keyof RecipientErrors | 'note'

function DealChoice({
  id,
  deals,
  value,
  error,
  onChange,
}: {
  id: string
  deals: GiftDeals
  value: string
  error?: string
  onChange: (key: string) => void
}) {
  return (
    <QueryStates
      query={deals.query}
      skeleton={
        <div aria-busy="true" className="mt-1">
          <span className="sr-only">Loading deals…</span>
          <div className="h-11 animate-pulse rounded-lg bg-surface-2" />
          <div className={`${PREVIEW_HEIGHT} mt-2 animate-pulse rounded-xl bg-surface-2`} />
        </div>
      }
      describeError={describeError}
      offlineHint="No deals are saved on this phone yet. They will load when you are back online."
      empty={
        <EmptyState
          title="No deals to gift right now"
          hint="New deals arrive every day. Look around the marketplace, then come back."
          action={
            <Link to="/marketplace" className={buttonClass.secondary}>
              Go to the marketplace
            </Link>
          }
        />
      }
    >
      {(groups) => (
        <>
          <Field id={id} label="Deal to gift" error={error}>
            {(control) => (
              <select
                {...control}
                value={value}
                onChange={(event) => onChange(event.target.value)}
                className={fieldClass}
              >
                <option value="">Choose a deal</option>
                {groups.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.options.map((option) => (
                      <option key={option.key} value={option.key}>
                        {option.item.store ? `${option.title} — ${option.item.store.name_of_business}` : option.title}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
          </Field>
          {deals.chosenMissing ? (
            <p className="mt-1 text-sm text-muted">The deal in your link could not be found. Choose another one.</p>
          ) : null}
          {deals.partlyMissing ? (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              Some deals did not load.
              <button type="button" className="font-semibold text-accent underline" onClick={deals.retry}>
                Try again
              </button>
            </p>
          ) : null}
          <GiftDealPreview id={`${id}-preview`} option={deals.byKey.get(value)} />
        </>
      )}
    </QueryStates>
  )
}

function HowItWorks() {
  return (
    <aside aria-labelledby="gift-how" className="rounded-2xl bg-surface-2 p-4 text-sm sm:p-5">
      <h2 id="gift-how" className="font-bold">
        How gifting works
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted">
        <li>Pick a hot deal or a coupon.</li>
        <li>Tell us who it is for and add a few words.</li>
        <li>Share it by WhatsApp, SMS or email. Your friend opens the link and shows it in store.</li>
      </ol>
    </aside>
  )
}

const route = getRouteApi('/gift-a-friend')

function recipientOf(values: Record<FieldName, string>): Recipient {
  return { name: values.name, phone: values.phone, email: values.email }
}

/** Gift a friend (docs/product.md, docs/pages.md): send a deal to someone, with a few words, by any app on the phone. */
export function GiftAFriendPage() {
  const router = useRouter()
  const search = route.useSearch()
  // The route checked the key; its kind and id are what the page asks for.
  const [chosen] = useState(() => parseDealKey(search.deal))
  const deals = useGiftDeals(chosen)
  const form = useForm<FieldName>(
    () => ({ deal: chosen ? dealKey(chosen) : '', name: '', phone: '', email: '', note: '' }),
    (values) => checkGift(deals.byKey.has(values.deal), recipientOf(values)),
  )
  const { values, errors } = form
  const recipient = recipientOf(values)
  const [gift, setGift] = useState<Gift | null>(null)
  const [sharedWith, setSharedWith] = useState<string | null>(null)
  const panelHeading = useRef<HTMLHeadingElement>(null)
  const option: GiftOption | undefined = deals.byKey.get(values.deal)

  // The fallback panel appears below the button: take the shopper (and a screen reader) to it.
  useEffect(() => {
    if (gift) panelHeading.current?.focus()
  }, [gift])

  function changed() {
    setGift(null)
    setSharedWith(null)
  }

  /** A field's control: a change takes away the gift composed from what was there before. */
  const bind = (field: FieldName) => {
    const bound = form.bind(field)
    return {
      ...bound,
      onValue: (value: string) => {
        bound.onValue(value)
        changed()
      },
    }
  }

  function recordShare(chosenOption: GiftOption) {
    const interaction = DEAL_KIND_PAGES[chosenOption.kind].interaction
    // Fire and forget: the count is the business's; a failure must never reach the shopper.
    if (interaction) recordInteraction(interaction, chosenOption.item.id, 'share').catch(() => undefined)
  }

  async function share() {
    // The check asked for a deal that is in the list.
    if (!option) return
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

  return (
    <div className="page">
      <PageHeader title="Gift a friend" lead="Send a deal to someone you love — by WhatsApp, SMS or email." />
      <div className="grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start">
        <div className="min-w-0">
          <form noValidate onSubmit={form.handleSubmit(share)} className="grid gap-4">
            <div>
              <DealChoice
                id={form.fieldId('deal')}
                deals={deals}
                value={option ? values.deal : ''}
                error={errors.deal}
                onChange={bind('deal').onValue}
              />
              {/* Before the list is on screen there is no select to carry the message. */}
              {errors.deal && deals.groups.length === 0 ? (
                <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errors.deal}</p>
              ) : null}
            </div>
            <InputField {...bind('name')} label="Friend's name" autoComplete="off" />
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                {...bind('phone')}
                {...phoneInput}
                autoComplete="off"
                label="Friend's phone number"
                placeholder="0803 123 4567"
              />
              <InputField {...bind('email')} {...emailInput} autoComplete="off" label="Friend's email" />
            </div>
            <p className="-mt-2 text-xs text-muted">A phone number, an email, or both.</p>
            <TextAreaField
              {...bind('note')}
              label="Your message"
              note="(optional)"
              rows={3}
              maxLength={GIFT_NOTE_MAX}
              placeholder="Happy birthday! Lunch is on me."
            />
            <div>
              <button type="submit" className={buttonClass.primary}>
                Share gift
              </button>
              <p role="status" className="mt-2 min-h-5 text-sm font-medium">
                {sharedWith ? `Your gift is on its way to ${sharedWith}.` : ''}
              </p>
            </div>
          </form>
          {gift && option ? (
            <GiftSharePanel
              gift={gift}
              recipient={recipient}
              headingRef={panelHeading}
              onCopied={() => recordShare(option)}
            />
          ) : null}
        </div>
        <HowItWorks />
      </div>
    </div>
  )
}
