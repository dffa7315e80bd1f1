// Deal alerts by e-mail, for phones where Web Push is missing or blocked (docs/api.md#mail-alerts): a
// store's new deal is mailed, once, to every verified account that asked for the store's deals by
// e-mail (the mail_deal_alerts table), through the server's Mailer (../auth/outbox.ts). It runs after
// the deal is written and answered, never in the way of either; one mail that fails does not stop
// the others.
import { DEAL_ALERT_MAIL } from '../../contract/endpoints/mail-alerts'
import { formatNaira } from '../../contract/money'
import type { Mailer } from '../auth/outbox'
import type { Kdb } from '../database/schema'
import { dealOf, dealPath, type DealRow } from './deal-alerts'

export type MailReport = { sent: number; failed: number }

/**
 * The mail's words, plain text (a title is the store's own words, never markup): the store, the
 * deal and its price in naira with separators, and the link to the deal.
 */
export function dealAlertText(
  deal: Pick<DealRow, 'id' | 'kind' | 'title' | 'price' | 'discounted_price' | 'store_name'>,
  origin: string,
): string {
  const price = formatNaira(deal.discounted_price ?? deal.price)
  const was = deal.discounted_price === null ? '' : ` (was ${formatNaira(deal.price)})`
  return [
    `New deal at ${deal.store_name}: ${deal.title}, ${price}${was}.`,
    `See it: ${origin}${dealPath(deal.kind, deal.id)}`,
    `You asked for ${deal.store_name}'s deals by e-mail. To stop them, open the store's page and tap "Stop e-mail alerts".`,
  ].join('\n')
}

/** Who gets the store's deals by e-mail: each verified account once, oldest alert first. */
export async function mailRecipients(db: Kdb, storeId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('mail_deal_alerts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select('u.email')
    .where('a.store_id', '=', storeId)
    .where('u.verified', '=', 1)
    .orderBy('a.id')
    .execute()
  return rows.map((row) => row.email)
}

/** Mails the deal to its store's e-mail subscribers, one after another; counts what went. */
export async function mailDeal(
  db: Kdb,
  mailer: Mailer,
  dealId: number,
  options: { origin: string; log: (line: string) => void },
): Promise<MailReport> {
  const report: MailReport = { sent: 0, failed: 0 }
  const deal = await dealOf(db, dealId)
  if (!deal) return report
  const text = dealAlertText(deal, options.origin)
  for (const to of await mailRecipients(db, deal.store_id)) {
    try {
      await mailer({ to, kind: DEAL_ALERT_MAIL, code: '', text })
      report.sent += 1
    } catch {
      report.failed += 1
    }
  }
  // Counts only: addresses stay out of this line.
  if (report.sent + report.failed > 0)
    options.log(`deal ${deal.id} e-mail alerts: ${report.sent} sent, ${report.failed} failed`)
  return report
}
