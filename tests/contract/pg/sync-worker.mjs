// The worker behind sync-db.ts: runs each statement on its own PostgreSQL connection and wakes
// the waiting test thread.
import pg from 'pg'
import { parentPort, workerData } from 'node:worker_threads'

pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value))

/** @type {{ url: string, signal: Int32Array, port: import('node:worker_threads').MessagePort }} */
const { url, signal, port } = workerData
const client = new pg.Client({ connectionString: url })
const ready = client.connect()

port.on('message', (/** @type {{ text: string, params: unknown[] }} */ request) => {
  void ready
    .then(() => client.query(request.text, request.params))
    .then(
      (result) => port.postMessage({ rows: result.rows, changes: result.rowCount ?? 0 }),
      (error) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => {
      Atomics.store(signal, 0, 1)
      Atomics.notify(signal, 0)
    })
})
parentPort?.on('message', (message) => {
  if (message === 'close') void client.end().then(() => process.exit(0))
})
