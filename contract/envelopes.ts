// The shapes the API wraps its records in (docs/api.md: `data.results`).
import * as v from 'valibot'

/** `{ data: { results: [record…] } }`, with the list's paging fields when it has them. */
export const listOf = <T extends v.GenericSchema>(record: T) =>
  v.object({
    data: v.object({
      results: v.array(record),
      count: v.optional(v.number()),
      next_page: v.optional(v.nullable(v.number())),
    }),
  })

/** `{ data: { results: record } }`. */
export const oneOf = <T extends v.GenericSchema>(record: T) => v.object({ data: v.object({ results: record }) })

/** `{ data: record }` (what the create calls answer). */
export const createdOf = <T extends v.GenericSchema>(record: T) => v.object({ data: record })

/** `{ detail }`: the account calls' answer in words. */
export const detailAnswer = v.object({ detail: v.optional(v.string(), '') })

/** A record id as a path parameter or body field: a positive whole number. */
export const idField = v.pipe(v.number(), v.integer(), v.minValue(1))

/** The shopper's position on discovery reads (docs/api.md#discovery), rounded by the app. */
export const position = {
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
}
