import { describe, expect, it, vi } from 'vitest'
import { runSliced, yieldToMain } from './yield-to-main'

/** Sets `done.value` at the end of a chain of `length` microtasks, all within the current task. */
function microtaskChain(length: number, done: { value: boolean }) {
  let chain = Promise.resolve()
  for (let i = 0; i < length; i++) chain = chain.then(() => undefined)
  void chain.then(() => (done.value = true))
}

describe('yieldToMain', () => {
  it('resumes in a later task, after everything the current task queued', async () => {
    const done = { value: false }
    microtaskChain(50, done)
    await yieldToMain()
    expect(done.value).toBe(true)
  })
})

describe('runSliced (start-up work, one piece per task)', () => {
  it('runs the steps in order, each in a task of its own', async () => {
    const ran: string[] = []
    const firstTaskDone = { value: false }
    await runSliced([
      () => {
        ran.push('outbox')
        microtaskChain(50, firstTaskDone)
      },
      () => ran.push(firstTaskDone.value ? 'visits in a new task' : 'visits in the same task'),
      () => ran.push('locate'),
    ])
    expect(ran).toEqual(['outbox', 'visits in a new task', 'locate'])
  })

  it('runs nothing in the caller’s task, and goes on after a step that throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const ran: string[] = []
    const sliced = runSliced([
      () => {
        throw new Error('outbox broke')
      },
      () => ran.push('visits'),
    ])
    expect(ran).toEqual([])
    await sliced
    expect(ran).toEqual(['visits'])
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })
})
