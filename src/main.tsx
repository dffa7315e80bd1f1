// The entry, kept tiny. One static module graph is evaluated by the browser in one task: React,
// the shell's libraries and the app together were one long task on a slow phone (several
// hundred ms at 6× CPU). So the entry imports them as a chain of stages, each evaluated in a
// task of its own, with a yield between them so a tap or a paint can come first:
//
// 1. React and React DOM (the `react` chunk);
// 2. the shell's libraries and state: the router, jotai, the persisted atoms (the `shell` chunk);
// 3. the app's start (src/app/start.tsx, the `app` chunk), which hydrates the page; the
//    route's own chunks follow from the router, and Query's client with the pages' shared
//    chunk (docs/first-load.md#query), in tasks of their own.
//
// Every stage's chunk is downloading before the entry runs: the page lists them all at once
// (scripts/build/page-scripts.ts preloads whatever this file imports dynamically), so
// the chain costs no round trip. Only stages may be imported dynamically here.
import '@/features/pwa/early-capture'
import { loadUntilArrived } from '@/lib/lifecycle/code-arrival'
import { yieldToMain } from '@/lib/lifecycle/yield-to-main'
import './styles.css'

// A stage that did not arrive (the line dropped) is asked for again (code-arrival.ts).
async function start(): Promise<void> {
  await loadUntilArrived(() => import('react-dom/client'))
  await yieldToMain()
  await loadUntilArrived(() => import('@/stores/persisted-atom'))
  await yieldToMain()
  await loadUntilArrived(() => import('@/app/start'))
}

void start()
