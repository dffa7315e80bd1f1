import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  blankOr,
  emailedCodeField,
  emailField,
  firstNameField,
  newPasswordField,
  phoneField,
  ruleUnder,
  usernameField,
} from './fields'
import { EMAIL_MAX, INVALID_EMAIL, INVALID_PHONE } from './rules'

// The fields' rules and words, as a form shows them and the server answers them: the first issue.

const problem = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value)
  return result.success ? undefined : result.issues[0].message
}

describe('fields (the app checks them before sending, the server on arrival)', () => {
  it("asks for an email address that looks like one, in SPEC §5's words when it is missing", () => {
    expect(problem(emailField, '  ')).toBe('Email is required.')
    expect(problem(emailField, 'ada@example')).toBe(INVALID_EMAIL)
    expect(problem(emailField, 'ada@')).toBe('Enter an email address like name@example.com.')
    expect(problem(emailField, ' ada@example.ng ')).toBeUndefined()
  })

  it('refuses in the form an address longer than the server keeps', () => {
    const local = 'a'.repeat(64)
    const longest = `${local}@${'b'.repeat(EMAIL_MAX - local.length - 5)}.com`
    expect(longest).toHaveLength(EMAIL_MAX)
    expect(problem(emailField, longest)).toBeUndefined()
    expect(problem(emailField, `a${longest}`)).toBe('Email must be at most 254 characters.')
  })

  it("says 'Phone Number is required.' when there is none, and what to type when it is wrong", () => {
    expect(problem(phoneField, ' ')).toBe('Phone Number is required.')
    expect(problem(phoneField, '080')).toBe(INVALID_PHONE)
    expect(problem(phoneField, '0803 123 4567')).toBeUndefined()
  })

  it("holds passwords to the server's floor of 8 characters", () => {
    expect(problem(newPasswordField, '')).toBe('Password is required.')
    expect(problem(newPasswordField, '1234567')).toBe('Password must be at least 8 characters.')
    expect(problem(newPasswordField, '12345678')).toBeUndefined()
  })

  it('takes names, an optional one-word username and 6-digit codes', () => {
    expect(problem(firstNameField, ' ')).toBe('First name is required.')
    expect(problem(firstNameField, 'A'.repeat(101))).toBe('First name must be at most 100 characters.')
    expect(problem(usernameField, '')).toBeUndefined()
    expect(problem(usernameField, undefined)).toBeUndefined()
    expect(problem(usernameField, ' ada ')).toBeUndefined()
    expect(problem(usernameField, 'ada obi')).toBe('Username cannot contain spaces.')
    expect(problem(usernameField, 'a'.repeat(61))).toBe('Username must be at most 60 characters.')
    expect(problem(emailedCodeField, '')).toBe('Enter the 6-digit code from the email.')
    expect(problem(emailedCodeField, '12345')).toBe('The code is 6 digits.')
    expect(problem(emailedCodeField, '12345a')).toBe('The code is 6 digits.')
    expect(problem(emailedCodeField, '123456')).toBeUndefined()
  })

  it("takes blank text for a field a form may leave empty, else the field's own words", () => {
    const optionalPhone = blankOr(phoneField)
    expect(problem(optionalPhone, '')).toBeUndefined()
    expect(problem(optionalPhone, '   ')).toBeUndefined()
    expect(problem(optionalPhone, '080')).toBe(INVALID_PHONE)
    expect(problem(optionalPhone, '0803 123 4567')).toBeUndefined()
  })

  it('says a rule over two fields under the one it names, beside their own issues', () => {
    const schema = v.pipe(
      // A wrong field stops its own pipe (the trim after it): the rule is checked all the same.
      v.object({ from: v.pipe(v.string(), v.nonEmpty('From is required.'), v.trim()), to: v.string() }),
      ruleUnder('to', ({ from, to }) => from !== to, 'Choose another place.'),
    )
    const result = v.safeParse(schema, { from: '', to: '' })
    expect(result.issues?.map((issue) => [issue.path?.map((item) => item.key), issue.message])).toEqual([
      [['from'], 'From is required.'],
      [['to'], 'Choose another place.'],
    ])
    expect(v.safeParse(schema, { from: 'Ikeja', to: 'Lekki' }).success).toBe(true)
  })
})
