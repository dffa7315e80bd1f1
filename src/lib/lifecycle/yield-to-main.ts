/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in
 * between (no long task on a slow phone). `scheduler.yield()` resumes ahead of other queued work
 * where the browser has it (Chromium 129+); elsewhere a MessageChannel message, which, unlike
 * `setTimeout(0)`, is not clamped to 4 ms once nested.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0))
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/** Runs each step in a task of its own, in order; a step that throws does not stop the others. */
export async function runSliced(steps: readonly (() => unknown)[]): Promise<void> {
  for (const step of steps) {
    await yieldToMain()
    try {
      await step()
    } catch (error) {
      console.error(error)
    }
  }
}
