import { describe, expect, it } from 'vitest'
import { loudly, startupWarnings } from './startup-checks'

describe('startupWarnings', () => {
  it('warns when the dev mailbox is on and the server listens beyond loopback', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'gidideals.ng']) {
      const [warning] = startupWarnings({ host, devMailbox: true })
      expect(warning, host).toContain('DEV_MAILBOX=1')
      expect(warning).toContain(host)
    }
  })

  it('is quiet on loopback, or without the dev mailbox', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1'])
      expect(startupWarnings({ host, devMailbox: true }), host).toEqual([])
    expect(startupWarnings({ host: '0.0.0.0', devMailbox: false })).toEqual([])
  })

  it('prints a banner', () => {
    expect(loudly('Careful.')).toMatch(/^\n!{78}\n!! WARNING\n!! Careful\.\n!{78}\n$/)
  })
})
