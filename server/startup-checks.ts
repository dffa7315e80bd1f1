// Settings an operator must not get wrong, checked when the server starts (server/main.ts).

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host)

/** What to shout about before listening; empty when the settings are safe. */
export function startupWarnings(settings: { host: string; devMailbox: boolean }): string[] {
  const warnings: string[] = []
  if (settings.devMailbox && !isLoopback(settings.host))
    warnings.push(
      `DEV_MAILBOX=1 with HOST=${settings.host}: anyone who can reach this server can read every ` +
        'verification and password-reset code at /beta/__dev/mailbox, and so take over any account. ' +
        'Unset DEV_MAILBOX, or listen on 127.0.0.1 only.',
    )
  return warnings
}

/** A banner no one scrolls past in a terminal or a log. */
export function loudly(warning: string): string {
  const rule = '!'.repeat(78)
  return `\n${rule}\n!! WARNING\n!! ${warning}\n${rule}\n`
}
