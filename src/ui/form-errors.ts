import { safeParse, type BaseIssue, type GenericSchema, type InferInput } from 'valibot'

// What a form shows under each field: the first issue the contract's schema finds there
// (contract/fields.ts; docs/validation.md). The form writes no rule of its own, and reads every
// message through `issueMessage`, so the words a shopper reads beside a field have one place.

/** A field's error, or none. */
export type FieldError = string | undefined

export type Errors<Field extends string> = Partial<Record<Field, string>>

/** A form's schema: the contract's fields it checks, as one object schema. */
export type FormSchema = GenericSchema<unknown, unknown, BaseIssue<unknown>>

/** `Schema`, when it takes the form's values as they are typed; else a type error at the form. */
export type SchemaFor<Values, Schema extends FormSchema> = Schema &
  ([Values] extends [InferInput<Schema>] ? unknown : { 'the form’s values do not fit its schema': never })

/** The words a form shows for `issue`. */
export function issueMessage(issue: BaseIssue<unknown>): string {
  return issue.message
}

/**
 * Each field's first issue, by the field its path starts at (a rule tying two fields, written
 * with Valibot's `forward`, names the field it belongs under); none when the values fit.
 */
export function formErrors<Values>(schema: FormSchema, values: Values): Errors<keyof Values & string> {
  const result = safeParse(schema, values)
  const found: Errors<keyof Values & string> = {}
  if (result.success) return found
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key
    if (typeof field === 'string' && !(field in found)) found[field as keyof Values & string] = issueMessage(issue)
  }
  return found
}

/** The first issue's words for one field's `value`, or undefined when it fits. */
export function fieldError(schema: FormSchema, value: unknown): FieldError {
  const result = safeParse(schema, value)
  return result.success ? undefined : issueMessage(result.issues[0])
}
