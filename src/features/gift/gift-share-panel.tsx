import { useId, useState, type Ref } from 'react'
import { copyText } from '@/lib/browser/clipboard'
import { buttonClass } from '@/ui/states'
import { giftLinks, type Gift, type Recipient } from './gift-message'

const external = { target: '_blank', rel: 'noopener noreferrer' } as const

type Copied = 'copied' | 'failed' | null

type GiftSharePanelProps = {
  gift: Gift
  recipient: Recipient
  onCopied: () => void
  /** The panel's heading, for moving focus to it when it appears. */
  headingRef?: Ref<HTMLHeadingElement>
}

/**
 * Where the phone has no share sheet: the message and link to copy, and links that open
 * WhatsApp, SMS or email with it already written.
 */
export function GiftSharePanel({ gift, recipient, onCopied, headingRef }: GiftSharePanelProps) {
  const id = useId()
  const [copied, setCopied] = useState<Copied>(null)
  const links = giftLinks(gift, recipient)
  const name = recipient.name.trim()

  async function copy() {
    const done = await copyText(gift.message)
    setCopied(done ? 'copied' : 'failed')
    if (done) onCopied()
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-2xl border border-line bg-surface-2 p-4 sm:p-5">
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-lg font-bold outline-none">
        Send your gift to {name}
      </h2>
      <p className="mt-1 text-sm text-muted">Copy the message, or open a chat with it already written.</p>
      <label htmlFor={`${id}-message`} className="mt-4 block text-sm font-semibold">
        Message and link
      </label>
      <textarea
        id={`${id}-message`}
        readOnly
        rows={6}
        value={gift.message}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 block w-full rounded-lg border border-line bg-surface p-3 text-sm"
      />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button type="button" className={buttonClass.primary} onClick={() => void copy()}>
          Copy message
        </button>
        <a href={links.whatsapp} className={buttonClass.secondary} {...external}>
          WhatsApp
        </a>
        <a href={links.sms} className={buttonClass.secondary}>
          SMS
        </a>
        <a href={links.email} className={buttonClass.secondary}>
          Email
        </a>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm">
        {copied === 'copied'
          ? `Copied — paste it in a chat with ${name}.`
          : copied === 'failed'
            ? 'Could not copy here — select the message above and copy it.'
            : ''}
      </p>
    </section>
  )
}
