import { readdirSync, readFileSync } from 'node:fs'
import { getPriority } from 'node:os'
import { describe, expect, it } from 'vitest'
import { hashNice, scryptInPool } from './password-hasher'

describe('the hashing threads’ priority', () => {
  it('is 10 unless PASSWORD_HASH_NICE names another value from 0 to 19', () => {
    expect(hashNice(undefined)).toBe(10)
    expect(hashNice('')).toBe(10)
    expect(hashNice('0')).toBe(0)
    expect(hashNice('19')).toBe(19)
    for (const bad of ['20', '-1', '5.5', 'low', ' ']) expect(hashNice(bad)).toBe(10)
  })

  it.runIf(process.platform === 'linux')('is what a hashing thread of this process runs at', async () => {
    await scryptInPool('correct horse', Buffer.from('salt'), 32)
    // /proc/self/task/<id>/stat: the nice value is field 19 (after the name in parentheses).
    const nices = readdirSync('/proc/self/task').map((task) => {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8')
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
    })
    const wanted = Math.max(hashNice(process.env.PASSWORD_HASH_NICE), getPriority(0))
    expect(nices).toContain(wanted)
    if (wanted > getPriority(0)) expect(nices).toContain(getPriority(0))
  })
})
