import { shopperWords, type WordsKind } from '@/lib/format/shopper-words'

// A message as a shopper reads it (src/lib/format/shopper-words.ts): the kind's heading in bold,
// then the API layer's words on a line of their own, exactly as given. The detail carries
// `data-words-detail` so a test can tell the catalogue's words from the page's own.

export const WORDS_DETAIL = 'data-words-detail'

export function ShopperMessage({
  message,
  kind,
  headingClass = 'font-semibold',
}: {
  message: string
  /** The kind, when the caller knows it better than the message's opening words. */
  kind?: WordsKind
  headingClass?: string
}) {
  const words = shopperWords(message, kind)
  return (
    <>
      <span className={`block ${headingClass}`}>{words.heading}</span>
      {words.detail ? (
        <span {...{ [WORDS_DETAIL]: '' }} className="block">
          {words.detail}
        </span>
      ) : null}
    </>
  )
}
