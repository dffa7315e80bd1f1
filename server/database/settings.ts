// The settings table (the server's own keys and secrets, made once for every instance), and the
// time stamp format rows are written with.
import type { Kdb } from './schema'

export const now = () => new Date().toISOString()

export async function getSetting(db: Kdb, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst()
  return row?.value
}

export async function setSetting(db: Kdb, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute()
}

/**
 * A setting made once: the stored value, or `make()`'s, stored unless another instance stored
 * its own first (then that one is used, so every instance agrees).
 */
export async function settingOnce(db: Kdb, key: string, make: () => string): Promise<string> {
  const stored = await getSetting(db, key)
  if (stored !== undefined) return stored
  await db
    .insertInto('settings')
    .values({ key, value: make() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute()
  return (await getSetting(db, key)) as string
}
