// Correct logins as a load: verified shoppers signed up through the API (signup, the emailed
// code from the development mailbox, verify), then POST /account/app-user/login with their
// passwords. Each call comes from its own address (the bench server trusts X-Forwarded-For) and
// accounts take turns, as many shoppers logging in at once would: the server's budgets per
// address and per account are then not what the row measures, the password hashing is.
import http from 'node:http'
import { runRequests, type Outcome, type Row } from './load'
import { BENCH_MAILBOX_TOKEN } from './server-process'

const PASSWORD = 'bench-password-2026'
const TIMEOUT_MS = 10_000

async function postJson(url: string, body: unknown, from: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify(body),
  })
}

/** One verified shopper, through the API as the app would make one. */
async function signUp(base: string, email: string, from: string): Promise<void> {
  const signup = await postJson(
    `${base}/account/app-user/signup`,
    { email, password: PASSWORD, first_name: 'Bench', last_name: 'Shopper' },
    from,
  )
  if (signup.status !== 201) throw new Error(`signup of ${email}: ${signup.status} ${await signup.text()}`)
  const mailbox = await fetch(`${base}/__dev/mailbox?email=${encodeURIComponent(email)}`, {
    headers: { 'X-Dev-Mailbox-Token': BENCH_MAILBOX_TOKEN },
  })
  const { messages } = (await mailbox.json()) as { messages: Array<{ kind: string; code: string }> }
  const code = messages.find((message) => message.kind === 'verify')?.code
  if (!code) throw new Error(`no code for ${email}`)
  const verified = await postJson(
    `${base}/account/email/verify-email-app-user`,
    { email, otp: code, password: PASSWORD },
    from,
  )
  if (!verified.ok) throw new Error(`verifying ${email}: ${verified.status} ${await verified.text()}`)
}

/** Signs up `count` verified shoppers on the server at `base`, four at a time; returns their emails. */
export async function addBenchShoppers(base: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `bench.${i}@example.ng`)
  let next = 0
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = next++; i < count; i = next++) await signUp(base, emails[i] ?? '', `10.250.${i >> 8}.${i & 255}`)
    }),
  )
  return emails
}

function postLogin(agent: http.Agent, sockets: Set<unknown>, url: URL, email: string, from: string): Promise<Outcome> {
  const body = JSON.stringify({ email, password: PASSWORD })
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        timeout: TIMEOUT_MS,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'X-Forwarded-For': from,
        },
      },
      (response) => {
        response.on('data', () => {})
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', () => resolve('ERR'))
      },
    )
    request.on('socket', (socket) => sockets.add(socket))
    request.on('timeout', () => {
      request.destroy()
      resolve('TIMEOUT')
    })
    request.on('error', () => resolve('ERR'))
    request.end(body)
  })
}

/** `concurrency` loops of correct logins for `seconds`. */
export function runLogins(base: string, emails: string[], concurrency: number, seconds: number): Promise<Row> {
  const url = new URL(`${base}/account/app-user/login`)
  let turn = 0
  return runRequests(
    'correct logins',
    (agent, sockets) => {
      turn += 1
      const from = `10.${(turn >> 16) & 255}.${(turn >> 8) & 255}.${turn & 255}`
      return postLogin(agent, sockets, url, emails[turn % emails.length] ?? '', from)
    },
    concurrency,
    seconds,
  )
}
