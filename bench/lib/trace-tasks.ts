// Reads a Chromium trace (devtools.timeline) for bench/trace.ts: the renderer main thread's tasks
// over 50 ms, each with what it ran, named from the trace's own events (a script's evaluation and
// its chunk, a function call with its chunk and name, a timer, an event, style, layout, paint, GC).

export type TraceEvent = {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  /** The thread's CPU time in the event (µs): what it ran, without the time it waited for a core. */
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> }
}

export type LongTask = { start: number; duration: number; cpu: number; source: string }

/** Events that say what ran: wrappers (why the task ran) and work (what it did). */
const wrappers: Record<string, string> = {
  TimerFire: 'timer',
  FireIdleCallback: 'idle callback',
  FireAnimationFrame: 'animation frame',
  RunMicrotasks: 'microtasks',
  EventDispatch: 'event',
  ParseHTML: 'parse HTML',
}
const work: Record<string, string> = {
  EvaluateScript: 'evaluate',
  'v8.evaluateModule': 'evaluate module',
  'v8.compileModule': 'compile module',
  'v8.compile': 'compile',
  FunctionCall: 'call',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  MajorGC: 'major GC',
  MinorGC: 'minor GC',
  'V8.GC_MARK_COMPACTOR': 'major GC',
}

const shortUrl = (url: unknown, origin: string): string => {
  if (typeof url !== 'string' || !url) return ''
  return url.startsWith(origin) ? url.slice(origin.length) : url
}

function describe(event: TraceEvent, origin: string): string {
  const data = event.args?.data ?? event.args?.beginData ?? {}
  const base = work[event.name] ?? wrappers[event.name] ?? event.name
  const url = shortUrl(data.url ?? data.fileName ?? data.scriptName, origin)
  const fn = typeof data.functionName === 'string' && data.functionName ? ` ${data.functionName}()` : ''
  const type = typeof data.type === 'string' ? ` ${data.type}` : ''
  return `${base}${type}${url ? ` ${url}` : ''}${fn}`
}

const ends = (event: TraceEvent) => event.ts + (event.dur ?? 0)
const within = (outer: TraceEvent, inner: TraceEvent) => inner.ts >= outer.ts && ends(inner) <= ends(outer)

/** The outermost of `events` (sorted by start): those no other one of them contains. */
function outermost(events: TraceEvent[]): TraceEvent[] {
  const top: TraceEvent[] = []
  for (const event of events) if (!top.some((outer) => outer !== event && within(outer, event))) top.push(event)
  return top
}

/** What a long task spent its time on: its three largest parts, each with its share in ms. */
function sourceOf(task: TraceEvent, children: TraceEvent[], origin: string): string {
  const named = children.filter((event) => event.name in wrappers || event.name in work)
  const parts = outermost(named)
    .map((part) => {
      // A wrapper (a timer, an event) names why; the largest script work inside it names what.
      let label = describe(part, origin)
      if (part.name in wrappers) {
        const inner = named
          .filter((event) => event !== part && within(part, event) && event.name in work)
          .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0]
        if (inner) label += ` → ${describe(inner, origin)}`
      }
      return { label, ms: (part.dur ?? 0) / 1000 }
    })
    .sort((a, b) => b.ms - a.ms)
  const accounted = parts.reduce((sum, part) => sum + part.ms, 0)
  const shown = parts.slice(0, 3).map((part) => `${part.label} (${Math.round(part.ms)})`)
  const rest = (task.dur ?? 0) / 1000 - accounted
  if (rest > 10) shown.push(`other (${Math.round(rest)})`)
  return shown.join('; ') || 'unattributed'
}

/** The renderer main thread's events (sorted) and its outermost tasks from the page's first HTML parse on. */
function mainThreadOf(events: TraceEvent[], origin: string) {
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  )
  // From the page's own HTML: tasks before it unload the blank page the browser opened with.
  const firstParse = events.find(
    (event) =>
      event.name === 'ParseHTML' &&
      typeof event.args?.beginData?.url === 'string' &&
      event.args.beginData.url.startsWith(origin),
  )
  // Only the page's own renderer: Chromium's own pages (its WebUI) have main threads too, whose
  // work (chrome://resources scripts) is not the page's.
  const pageThread = firstParse ? `${firstParse.pid}:${firstParse.tid}` : undefined
  const onMain = events
    .filter(
      (event) =>
        (pageThread ? `${event.pid}:${event.tid}` === pageThread : mainThreads.has(`${event.pid}:${event.tid}`)) &&
        event.ph === 'X',
    )
    .sort((a, b) => a.ts - b.ts)
  const tasks = outermost(
    onMain.filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask'),
  )
  const start = firstParse?.ts ?? tasks[0]?.ts ?? 0
  return { onMain, start, tasks: tasks.filter((task) => task.ts >= start) }
}

/**
 * The main thread's CPU time over the whole load, and the tasks that would block for over 50 ms
 * if the page had a core to itself: each task's CPU time × `scale`. On a host loaded by other
 * work a task's wall time stretches with the load; its CPU time far less, so these figures
 * compare builds measured at different loads. Chromium's CPU throttling keeps the thread busy
 * (a throttled task's CPU time is already its slowdown's multiple), so `scale` is 1 for a
 * throttled run, and 4 projects an unthrottled run to 4×.
 */
export function cpuWorkOf(
  events: TraceEvent[],
  origin: string,
  scale: number,
): { cpuMs: number; afterPaintMs: number; longCount: number; blockingMs: number } {
  const { tasks } = mainThreadOf(events, origin)
  const thread = tasks[0]
  // The work after the first contentful paint (what a page that paints first
  // still does while it looks ready); NaN without a paint in the trace.
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === thread?.pid && event.tid === thread?.tid,
  )
  let cpuMs = 0
  let afterPaintMs = paint ? 0 : Number.NaN
  let longCount = 0
  let blockingMs = 0
  for (const task of tasks) {
    const ms = (task.tdur ?? 0) / 1000
    cpuMs += ms
    if (paint && task.ts >= paint.ts) afterPaintMs += ms
    if (ms * scale > 50) {
      longCount++
      blockingMs += ms * scale - 50
    }
  }
  return { cpuMs, afterPaintMs, longCount, blockingMs }
}

/** What the simulation keeps of a load after its first paint (simulatedTasksOf), and those tasks. */
export type SimulatedTasks = { count: number; wallMs: number; cpuMs: number; tasks: LongTask[] }

/**
 * The main-thread tasks after the first contentful paint that Lighthouse's simulation keeps:
 * Lantern drops every task under 10 ms of the observed load and multiplies the others by the
 * slowdown, so at 6× each of these blocks at least 10 ms. Their wall time against their CPU
 * time says how much of a busy host's blocking time is the page's work and how much the host's
 * stretching of it: a 5 ms slice of React's, or a frame, kept waiting for a core passes 10 ms
 * (docs/history.md#issue-23). Zeros when the trace has no first contentful paint.
 */
export function simulatedTasksOf(events: TraceEvent[], origin: string): SimulatedTasks {
  const { onMain, start, tasks } = mainThreadOf(events, origin)
  const thread = tasks[0]
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === thread?.pid && event.tid === thread?.tid,
  )
  const kept = paint ? tasks.filter((task) => task.ts >= paint.ts && (task.dur ?? 0) >= 10_000) : []
  return {
    count: kept.length,
    wallMs: kept.reduce((sum, task) => sum + (task.dur ?? 0) / 1000, 0),
    cpuMs: kept.reduce((sum, task) => sum + (task.tdur ?? 0) / 1000, 0),
    tasks: kept.map((task) => described(task, onMain, start, origin)),
  }
}

/** A task with its start (from the first HTML parse), wall and CPU time, and what it ran. */
function described(task: TraceEvent, onMain: TraceEvent[], start: number, origin: string): LongTask {
  const children = onMain.filter(
    (event) => event !== task && event.pid === task.pid && event.tid === task.tid && within(task, event),
  )
  return {
    start: (task.ts - start) / 1000,
    duration: (task.dur ?? 0) / 1000,
    cpu: (task.tdur ?? 0) / 1000,
    source: sourceOf(task, children, origin),
  }
}

/** The main-thread tasks over 50 ms of the renderer that loaded `origin`, from its first HTML parse on. */
export function longTasksOf(events: TraceEvent[], origin: string, thresholdMs = 50): LongTask[] {
  const { onMain, start, tasks } = mainThreadOf(events, origin)
  return tasks
    .filter((task) => (task.dur ?? 0) / 1000 > thresholdMs)
    .map((task) => described(task, onMain, start, origin))
}
