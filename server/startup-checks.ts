// Settings an operator must not get wrong, checked when the server starts (server/main.ts).

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host)

export type StartupSettings = {
  host: string
  /** The dev mailbox is on (DEV_MAILBOX=1 with a DEV_MAILBOX_TOKEN). */
  devMailbox: boolean
  /** DEV_MAILBOX=1 was set, token or not. */
  devMailboxAsked?: boolean
  /** NODE_ENV=production. */
  production?: boolean
  /** JWT_SECRET's length in bytes (UTF-8); 0 or absent: unset. */
  jwtSecretBytes?: number
  /** DEMO_ACCOUNT=1: a verified account whose address anyone can guess. */
  demoAccount?: boolean
  /** PUSH_LOOPBACK=1: deal alerts may be sent to this machine (the tests' push service). */
  pushLoopback?: boolean
  /** PUBLIC_ORIGIN, as set. */
  publicOrigin?: string
}

/**
 * What is wrong with PUBLIC_ORIGIN, if anything: it must be an origin alone (`https://gidideals.ng`,
 * no path, query or trailing slash), https in production (shared links and their pictures are
 * written with it, and a crawler will not follow them to plain http).
 */
export function publicOriginProblem(origin: string | undefined, production: boolean): string | null {
  if (origin === undefined)
    return production
      ? 'NODE_ENV=production without PUBLIC_ORIGIN: shared links would be written with the Host header a ' +
          "client sends. Set PUBLIC_ORIGIN to the site's https origin, e.g. https://gidideals.ng."
      : null
  let url: URL | null
  try {
    url = new URL(origin)
  } catch {
    url = null
  }
  if (!url || url.origin !== origin || !/^https?:$/.test(url.protocol))
    return `PUBLIC_ORIGIN must be an origin such as https://gidideals.ng (no path or trailing slash), not ${JSON.stringify(origin)}.`
  if (production && url.protocol !== 'https:')
    return `NODE_ENV=production with PUBLIC_ORIGIN ${origin}: it must be https.`
  return null
}

/** An HS256 secret shorter than its hash (32 bytes) can be guessed offline from one token. */
export const JWT_SECRET_MIN_BYTES = 32

/** What stops the server from starting at all. */
export function startupErrors(settings: StartupSettings): string[] {
  const errors: string[] = []
  const origin = publicOriginProblem(settings.publicOrigin, settings.production === true)
  if (origin) errors.push(origin)
  if (!settings.production) return errors
  const secretBytes = settings.jwtSecretBytes ?? 0
  if (secretBytes === 0)
    errors.push(
      'NODE_ENV=production without JWT_SECRET: the tokens would be signed with a secret kept in the ' +
        `same database as the data. Set JWT_SECRET (${JWT_SECRET_MIN_BYTES} random bytes or more) from a secret store.`,
    )
  else if (secretBytes < JWT_SECRET_MIN_BYTES)
    errors.push(
      `NODE_ENV=production with a JWT_SECRET of ${secretBytes} bytes: one token is enough to guess it offline. ` +
        `Set JWT_SECRET to ${JWT_SECRET_MIN_BYTES} random bytes or more.`,
    )
  if (settings.devMailboxAsked)
    errors.push('NODE_ENV=production with DEV_MAILBOX=1: the dev mailbox hands out every account. Unset it.')
  if (settings.demoAccount)
    errors.push('NODE_ENV=production with DEMO_ACCOUNT=1: a verified account anyone can name. Unset it.')
  if (settings.pushLoopback)
    errors.push('NODE_ENV=production with PUSH_LOOPBACK=1: deal alerts could be sent into this machine. Unset it.')
  return errors
}

/** What to shout about before listening; empty when the settings are safe. */
export function startupWarnings(settings: StartupSettings): string[] {
  const warnings: string[] = []
  // Loud wherever it is on: behind a reverse proxy to 127.0.0.1, loopback is public too.
  if (settings.devMailbox)
    warnings.push(
      `DEV_MAILBOX=1 (HOST=${settings.host}${isLoopback(settings.host) ? ', loopback' : ''}): whoever has ` +
        'DEV_MAILBOX_TOKEN can read every verification and password-reset code at /beta/__dev/mailbox, and ' +
        'so take over any account. Development only; unset DEV_MAILBOX anywhere else.',
    )
  else if (settings.devMailboxAsked)
    warnings.push('DEV_MAILBOX=1 without a DEV_MAILBOX_TOKEN of 16 characters or more: the dev mailbox is off.')
  return warnings
}

/** A banner no one scrolls past in a terminal or a log. */
export function loudly(warning: string): string {
  const rule = '!'.repeat(78)
  return `\n${rule}\n!! WARNING\n!! ${warning}\n${rule}\n`
}
