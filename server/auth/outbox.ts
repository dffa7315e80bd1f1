// Mail leaves after the answer. A code request answers the same whether or not the address has an
// account, and so must its timing: the code's row and the mail are written after the answer, one at
// a time, in order, and a slow mailer delays nothing anyone can see. The dev mailbox and the
// server's close wait for what is queued.
import type { Kdb } from '../database/schema'
import { now } from '../database/settings'

/**
 * One e-mail: a code (`verify`, `reset`, `email-change`), a notice with no code (`code` empty), or
 * a message in words (`text`: a deal alert, plain text).
 */
export type Mail = { to: string; kind: string; code: string; text?: string }

/** Delivers one e-mail (ServerOptions.mailer); the default keeps it in the mailbox table and logs it. */
export type Mailer = (mail: Mail) => Promise<void>

export type Outbox = {
  /** Runs `task` after this turn, after every task queued before it. A failure is logged, never thrown. */
  send(task: () => Promise<void>): void
  /** Settles once every task queued so far has run. */
  settled(): Promise<void>
}

export function createOutbox(log: (line: string) => void): Outbox {
  let queue: Promise<void> = Promise.resolve()
  return {
    send(task) {
      queue = queue
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(task)
        .catch((error: unknown) => log(`mail failed: ${error instanceof Error ? error.message : String(error)}`))
    },
    settled: () => queue,
  }
}

/**
 * No real e-mail here: the mailbox table (what the dev mailbox shows) and a log line. The code
 * itself is logged only where the dev mailbox shows it anyway (`showCodes`): a logged reset code is
 * a way in.
 */
export function mailboxMailer(db: Kdb, log: (line: string) => void, showCodes: boolean): Mailer {
  return async ({ to, kind, code, text = '' }) => {
    await db.insertInto('mailbox').values({ email: to, kind, code, text, created_at: now() }).execute()
    const what = code ? `${kind} code${showCodes ? ` ${code}` : ''}` : `${kind} notice`
    log(`mail: ${what} for ${to}`)
  }
}
