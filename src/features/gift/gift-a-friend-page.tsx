import { getRouteApi, Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { describeError } from '@/api/error-advice'
import { Field, fieldClass } from '@/ui/form'
import { PageHeader } from '@/ui/page-header'
import { WORDS_DETAIL } from '@/ui/shopper-message'
import { QueryStates } from '@/ui/query-states'
import { buttonClass, EmptyState } from '@/ui/states'
import { useForm } from '@/ui/use-form'
import { GiftDealPreview, PREVIEW_HEIGHT } from './gift-deal-preview'
import { GiftFields } from './gift-fields'
import { giftSchema } from './gift-message'
import { dealKey, parseDealKey } from './gift-search'
import { GiftSharePanel } from './gift-share-panel'
import { useGiftDeals, type GiftDeals } from './use-gift-deals'
import { recipientOf, recordShare, useGiftSubmit } from './use-gift-submit'

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
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted">
              Some deals did not load.
              <button type="button" className="font-semibold text-accent underline" onClick={deals.retry}>
                Try again
              </button>
              {deals.failures.map((failure) => (
                <span key={failure} {...{ [WORDS_DETAIL]: '' }} className="basis-full">
                  {failure}
                </span>
              ))}
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

/** Gift a friend (docs/product.md, docs/pages.md): send a deal to someone, with a few words, by any app on the phone. */
export function GiftAFriendPage() {
  const search = route.useSearch()
  // The route checked the key; its kind and id are what the page asks for.
  const [chosen] = useState(() => parseDealKey(search.deal))
  const deals = useGiftDeals(chosen)
  const form = useForm(
    () => ({ deal: chosen ? dealKey(chosen) : '', name: '', phone: '', email: '', note: '' }),
    giftSchema((key) => deals.byKey.has(key)),
  )
  const sharing = useGiftSubmit((key) => deals.byKey.get(key))
  const panelHeading = useRef<HTMLHeadingElement>(null)
  const option = deals.byKey.get(form.values.deal)
  const { gift } = sharing

  // The fallback panel appears below the button: take the shopper (and a screen reader) to it.
  useEffect(() => {
    if (gift) panelHeading.current?.focus()
  }, [gift])

  return (
    <div className="page">
      <PageHeader title="Gift a friend" lead="Send a deal to someone you love — by WhatsApp, SMS or email." />
      <div className="grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start">
        <div className="min-w-0">
          <form noValidate onSubmit={form.handleSubmit(sharing.share)} className="grid gap-4">
            <div>
              <DealChoice
                id={form.fieldId('deal')}
                deals={deals}
                value={option ? form.values.deal : ''}
                error={form.errors.deal}
                onChange={form.bind('deal', sharing.changed).onValue}
              />
              {/* Before the list is on screen there is no select to carry the message. */}
              {form.errors.deal && deals.groups.length === 0 ? (
                <p className="mt-1 text-sm text-red-700 dark:text-red-300">{form.errors.deal}</p>
              ) : null}
            </div>
            <GiftFields form={form} onEdit={sharing.changed} />
            <div>
              <button type="submit" className={buttonClass.primary}>
                Share gift
              </button>
              <p role="status" className="mt-2 min-h-5 text-sm font-medium">
                {sharing.sharedWith ? `Your gift is on its way to ${sharing.sharedWith}.` : ''}
              </p>
            </div>
          </form>
          {gift && option ? (
            <GiftSharePanel
              gift={gift}
              recipient={recipientOf(form.values)}
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
