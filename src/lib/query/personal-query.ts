// A query whose answer belongs to the signed-in account (My orders): its key names the user,
// and it carries this meta so the app forgets it at logout, in memory and in the saved query
// cache (src/app/personal-queries.ts), while public answers stay for the next shopper.

export const personalQueryMeta = { personal: true } as const

export const isPersonalQuery = (meta: Record<string, unknown> | undefined): boolean => meta?.personal === true
