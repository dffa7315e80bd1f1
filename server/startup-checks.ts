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
  /** JWT_SECRET is set. */
  jwtSecret?: boolean
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

/** What stops the server from starting at all. */
export function startupErrors(settings: StartupSettings): string[] {
  const errors: string[] = []
  if (settings.production && !settings.jwtSecret)
    errors.push(
      'NODE_ENV=production without JWT_SECRET: the tokens would be signed with a secret kept in the ' +
        'same database as the data. Set JWT_SECRET (32 random bytes or more) from a secret store.',
    )
  if (settings.production && settings.devMailboxAsked)
    errors.push('NODE_ENV=production with DEV_MAILBOX=1: the dev mailbox hands out every account. Unset it.')
  const origin = publicOriginProblem(settings.publicOrigin, settings.production === true)
  if (origin) errors.push(origin)
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
