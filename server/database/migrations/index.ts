// The one migration set, for SQLite and PostgreSQL alike, run at every start (Kysely's Migrator)
// and by `npm run db:migrate`: one file per migration, each written once with the schema builder;
// the few column types spelled differently per engine come from `types(engine)`
// (../column-types.ts).
import type { Migration, MigrationProvider } from 'kysely'
import type { Engine } from '../schema'
import { initial } from './0001-initial'
import { searchMatch } from './0002-search-match'
import { sharedLimits } from './0003-shared-limits'
import { nearMeCoveringIndex } from './0004-near-me-covering-index'
import { limitsWithoutEmails } from './0005-limits-without-emails'
import { storeKeys } from './0006-store-keys'
import { orderDeliveryPoint } from './0007-order-delivery-point'
import { codeLanes } from './0008-code-lanes'
import { emailChangeCodes } from './0009-email-change-codes'
import { pushFailures } from './0010-push-failures'
import { orderSteps } from './0011-order-steps'
import { paymentMethods } from './0012-payment-methods'
import { deliveryRadius } from './0013-delivery-radius'
import { mailDealAlerts } from './0014-mail-deal-alerts'
import { orderUpdates } from './0015-order-updates'

/** Migrations in code, in order; the names are recorded in the `kysely_migration` table. */
export function migrations(engine: Engine): Record<string, Migration> {
  return {
    '0001-initial': initial(engine),
    '0002-search-match': searchMatch(engine),
    '0003-shared-limits': sharedLimits(engine),
    '0004-near-me-covering-index': nearMeCoveringIndex(engine),
    '0005-limits-without-emails': limitsWithoutEmails,
    '0006-store-keys': storeKeys,
    '0007-order-delivery-point': orderDeliveryPoint(engine),
    '0008-code-lanes': codeLanes,
    '0009-email-change-codes': emailChangeCodes,
    '0010-push-failures': pushFailures,
    '0011-order-steps': orderSteps,
    '0012-payment-methods': paymentMethods,
    '0013-delivery-radius': deliveryRadius,
    '0014-mail-deal-alerts': mailDealAlerts(engine),
    '0015-order-updates': orderUpdates(engine),
  }
}

export const migrationProvider = (engine: Engine): MigrationProvider => ({
  getMigrations: async () => migrations(engine),
})
