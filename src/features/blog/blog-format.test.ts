import { describe, expect, it } from 'vitest'
import { categoriesOf, excerptOf, paragraphsOf, parseBlogId } from './blog-format'

describe('blog format', () => {
  it('splits an article into paragraphs on blank lines, whatever the line endings', () => {
    expect(paragraphsOf('One\r\n\r\nTwo\nstill two\n  \n\n Three ')).toEqual(['One', 'Two\nstill two', 'Three'])
    expect(paragraphsOf('')).toEqual([])
    expect(paragraphsOf(undefined)).toEqual([])
  })

  it('cuts an excerpt at a word, on one line', () => {
    expect(excerptOf('Short\n\nand sweet')).toBe('Short and sweet')
    const long = 'word '.repeat(50)
    const excerpt = excerptOf(long, 32)
    expect(excerpt.endsWith('word…')).toBe(true)
    expect(excerpt.length).toBeLessThanOrEqual(33)
  })

  it('reads a comma list of categories without blanks or repeats', () => {
    expect(categoriesOf('Food, Ikeja , ,food,Lekki,')).toEqual(['Food', 'Ikeja', 'Lekki'])
    expect(categoriesOf(' , ')).toEqual([])
  })

  it('accepts only positive whole ids', () => {
    expect(parseBlogId('12')).toBe(12)
    for (const bad of ['0', 'abc', '1.5', '-2', '', undefined]) expect(parseBlogId(bad)).toBeNull()
  })
})
