import { describe, expect, it } from 'vitest'
import { loudly, startupErrors, startupWarnings } from './startup-checks'

describe('startupWarnings', () => {
  it('warns whenever the dev mailbox is on, loopback included (a reverse proxy makes it public)', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'gidideals.ng', '127.0.0.1', 'localhost', '::1']) {
      const [warning] = startupWarnings({ host, devMailbox: true })
      expect(warning, host).toContain('DEV_MAILBOX=1')
      expect(warning).toContain(host)
    }
  })

  it('says the mailbox is off when asked for without a token, and is quiet without it', () => {
    expect(startupWarnings({ host: '127.0.0.1', devMailbox: false, devMailboxAsked: true })[0]).toContain(
      'DEV_MAILBOX_TOKEN',
    )
    expect(startupWarnings({ host: '0.0.0.0', devMailbox: false })).toEqual([])
  })

  it('prints a banner', () => {
    expect(loudly('Careful.')).toMatch(/^\n!{78}\n!! WARNING\n!! Careful\.\n!{78}\n$/)
  })
})

describe('startupErrors', () => {
  it('refuses production without JWT_SECRET, or with the dev mailbox', () => {
    expect(startupErrors({ host: '0.0.0.0', devMailbox: false, production: true }).join(' ')).toContain('JWT_SECRET')
    const origin = 'https://gidideals.ng'
    expect(
      startupErrors({
        host: '0.0.0.0',
        devMailbox: false,
        devMailboxAsked: true,
        production: true,
        jwtSecretBytes: 32,
        publicOrigin: origin,
      }),
    ).toHaveLength(1)
    expect(
      startupErrors({ host: '0.0.0.0', devMailbox: false, production: true, jwtSecretBytes: 32, publicOrigin: origin }),
    ).toEqual([])
    expect(startupErrors({ host: '127.0.0.1', devMailbox: true })).toEqual([])
  })

  it('refuses production with a JWT_SECRET under 32 bytes, DEMO_ACCOUNT or PUSH_LOOPBACK', () => {
    const production = { host: '0.0.0.0', devMailbox: false, production: true, publicOrigin: 'https://gidideals.ng' }
    expect(startupErrors({ ...production, jwtSecretBytes: 31 })[0]).toContain('31 bytes')
    expect(startupErrors({ ...production, jwtSecretBytes: 32, demoAccount: true })[0]).toContain('DEMO_ACCOUNT')
    expect(startupErrors({ ...production, jwtSecretBytes: 32, pushLoopback: true })[0]).toContain('PUSH_LOOPBACK')
    // Every refusal is named, not only the first.
    expect(startupErrors({ ...production, jwtSecretBytes: 31, demoAccount: true, pushLoopback: true })).toHaveLength(3)
    // Development keeps them.
    expect(startupErrors({ host: '127.0.0.1', devMailbox: false, demoAccount: true, pushLoopback: true })).toEqual([])
  })

  it('refuses production without an https PUBLIC_ORIGIN, and any PUBLIC_ORIGIN that is not an origin', () => {
    const production = { host: '0.0.0.0', devMailbox: false, production: true, jwtSecretBytes: 32 }
    expect(startupErrors(production)).toEqual([expect.stringContaining('without PUBLIC_ORIGIN')])
    expect(startupErrors({ ...production, publicOrigin: 'http://gidideals.ng' })).toEqual([
      expect.stringContaining('must be https'),
    ])
    for (const publicOrigin of ['https://gidideals.ng/', 'https://gidideals.ng/app', 'gidideals.ng', 'ftp://x.ng'])
      expect(startupErrors({ host: '127.0.0.1', devMailbox: false, publicOrigin }), publicOrigin).toEqual([
        expect.stringContaining('must be an origin'),
      ])
    // Development may use plain http, or none (each request's own origin).
    expect(startupErrors({ host: '127.0.0.1', devMailbox: false, publicOrigin: 'http://localhost:8080' })).toEqual([])
  })
})
