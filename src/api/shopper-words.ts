// The error catalogue's prefixes stay word for word (docs/errors.md#prefixes); what follows them is for a shopper to
// read. A server's own sentence is shown when it speaks to the shopper ("Invalid email or password", "Verify
// your email before logging in."), never when it speaks to a developer: field names, headers,
// formats and protocol words mean nothing on a phone, and the call's own failure words are
// shown instead.

/** Words that only a developer reads: a sentence holding one is not shown to a shopper. */
const TECHNICAL =
  /\b(json|content-type|multipart|form-data|idempotency|request body|header|endpoint|payload|token|credentials|schema|parameter|query|undefined|null|nan|exception|stack|sql|sqlite|database|server error|status code|http|api)\b|\b[a-z]+_[a-z_]+\b|[{}<>[\]]/i

/** The server's sentence when it is a shopper's words, else undefined (use the call's own). */
export function shopperSentence(serverMessage: string | undefined): string | undefined {
  if (serverMessage === undefined) return undefined
  const text = serverMessage.trim()
  if (text === '' || text.length > 200 || TECHNICAL.test(text)) return undefined
  return text
}
