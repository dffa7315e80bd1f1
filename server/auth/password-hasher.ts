// scrypt off the event loop, at a lower CPU priority than the requests being served.
//
// A hash costs ~30–80 ms of CPU. It runs in worker threads (one fewer than the cores, at least
// one), each of which lowers its own priority: on Linux a nice value belongs to the thread, so
// the kernel gives the event loop's thread the CPU first and the hashing whatever is left. A
// burst of logins then queues here and gets slower, instead of slowing every shopper's page.
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

/**
 * Nice value of the hashing threads: behind requests, never starved (19 is the lowest).
 * PASSWORD_HASH_NICE (0–19) sets another; a thread is never raised above its process. The
 * test run sets 0: there the servers share two cores with a browser and other suites, and
 * hashing threads at 10 behind all of them made a hashing-heavy test file 9× slower than alone.
 */
export function hashNice(setting: string | undefined): number {
  const value = /^\d{1,2}$/.test(setting ?? '') ? Number(setting) : NaN
  return value <= 19 ? value : 10
}
const HASH_NICE = hashNice(process.env.PASSWORD_HASH_NICE)

// Plain CommonJS, evaluated: the worker runs the same under tsx, vitest and node.
const workerSource = `
const { parentPort } = require('node:worker_threads')
const { scryptSync } = require('node:crypto')
if (process.platform === 'linux') {
  try { const os = require('node:os'); if (${HASH_NICE} > os.getPriority(0)) os.setPriority(0, ${HASH_NICE}) } catch {}
}
parentPort.on('message', ({ id, password, salt, length }) => {
  try { parentPort.postMessage({ id, key: scryptSync(password, Buffer.from(salt), length) }) }
  catch (error) { parentPort.postMessage({ id, error: String(error) }) }
})`

type Job = { password: string; salt: Buffer; length: number; resolve(key: Buffer): void; reject(error: Error): void }
type Slot = { worker: Worker; job?: Job & { id: number } }

const size = Math.max(1, availableParallelism() - 1)
const slots: Slot[] = []
const queue: Job[] = []
let ids = 0

function start(slot: Slot) {
  const job = queue.shift()
  if (!job) return
  slot.job = { ...job, id: ++ids }
  slot.worker.postMessage({ id: slot.job.id, password: job.password, salt: job.salt, length: job.length })
}

function spawn(): Slot {
  const slot: Slot = { worker: new Worker(workerSource, { eval: true }) }
  // An idle pool never keeps the process alive.
  slot.worker.unref()
  slot.worker.on('message', (message: { id: number; key?: Uint8Array; error?: string }) => {
    const job = slot.job
    if (!job || job.id !== message.id) return
    slot.job = undefined
    if (message.key) job.resolve(Buffer.from(message.key))
    else job.reject(new Error(message.error ?? 'scrypt failed'))
    start(slot)
  })
  slot.worker.on('error', (error) => {
    slot.job?.reject(error)
    const replacement = spawn()
    slots.splice(slots.indexOf(slot), 1, replacement)
    start(replacement)
  })
  return slot
}

/** scrypt(password, salt, length), computed in the hashing pool. */
export function scryptInPool(password: string, salt: Buffer, length: number): Promise<Buffer> {
  if (slots.length === 0) for (let i = 0; i < size; i++) slots.push(spawn())
  return new Promise((resolve, reject) => {
    queue.push({ password, salt, length, resolve, reject })
    const idle = slots.find((slot) => !slot.job)
    if (idle) start(idle)
  })
}
