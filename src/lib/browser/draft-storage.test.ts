import { afterEach, describe, expect, it, vi } from 'vitest'
import { draftStorage, stringFields } from './draft-storage'

type Note = { title: string; body: string }
const empty: Note = { title: '', body: '' }
const notes = draftStorage<Note>('test_draft', {
  empty,
  decode: (stored) => stringFields(stored, empty),
  isBlank: (note) => note.title === '' && note.body === '',
})

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('draft storage', () => {
  it('keeps a draft across reads, and forgets a blank or cleared one', () => {
    expect(notes.read()).toEqual(empty)
    notes.write({ title: 'Suya spots', body: '' })
    expect(JSON.parse(localStorage.getItem('test_draft') ?? 'null')).toEqual({ title: 'Suya spots', body: '' })
    expect(notes.read()).toEqual({ title: 'Suya spots', body: '' })
    notes.write(empty)
    expect(localStorage.getItem('test_draft')).toBeNull()
    notes.write({ title: 'x', body: 'y' })
    notes.clear()
    expect(notes.read()).toEqual(empty)
  })

  it('reads what an older build or a stranger left through the decoder, and nonsense as no draft', () => {
    localStorage.setItem('test_draft', JSON.stringify({ title: 'Old', body: 42, extra: true }))
    expect(notes.read()).toEqual({ title: 'Old', body: '' })
    localStorage.setItem('test_draft', '{not json')
    expect(notes.read()).toEqual(empty)
    localStorage.setItem('test_draft', '"a string"')
    expect(notes.read()).toEqual(empty)
    const strict = draftStorage('test_draft', {
      empty,
      decode: () => {
        throw new Error('not a note')
      },
    })
    expect(strict.read()).toBe(empty)
  })

  it('never throws when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(() => notes.write({ title: 'a', body: 'b' })).not.toThrow()
    expect(() => notes.write(empty)).not.toThrow()
    expect(() => notes.clear()).not.toThrow()
    expect(notes.read()).toEqual(empty)
  })
})
