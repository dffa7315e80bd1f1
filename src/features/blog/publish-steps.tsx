import type { Created, StepName } from './publish-post'

// What the publish is doing, step by step, so a slow upload on 3G is not a mystery.

export type StepState = 'waiting' | 'working' | 'done' | 'failed'

const marks: Record<StepState, { mark: string; words: string; className: string }> = {
  waiting: { mark: '○', words: 'waiting', className: 'text-muted' },
  working: { mark: '…', words: 'in progress', className: 'font-semibold' },
  done: { mark: '✓', words: 'done', className: 'text-green-700 dark:text-green-400' },
  failed: { mark: '✕', words: 'failed', className: 'font-semibold text-red-700 dark:text-red-300' },
}

type Props = {
  created: Created | undefined
  working: StepName | null
  failed: StepName | null
  imageCount: number
  videoCount: number
}

function stateOf(step: StepName, done: boolean, { working, failed }: Pick<Props, 'working' | 'failed'>): StepState {
  if (done) return 'done'
  if (working === step) return 'working'
  if (failed === step) return 'failed'
  return 'waiting'
}

export function PublishSteps({ created, working, failed, imageCount, videoCount }: Props) {
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`
  const steps: Array<{ name: StepName; label: string; done: boolean }> = [
    { name: 'text', label: 'Publish the text', done: created !== undefined },
    { name: 'images', label: `Upload ${plural(imageCount, 'picture')}`, done: created?.imagesSent === true },
  ]
  if (videoCount > 0) {
    steps.push({ name: 'videos', label: `Upload ${plural(videoCount, 'video')}`, done: created?.videosSent === true })
  }
  return (
    <ol aria-label="Publishing" aria-live="polite" className="flex flex-col gap-1 rounded-xl bg-surface-2 p-3 text-sm">
      {steps.map((step) => {
        const state = stateOf(step.name, step.done, { working, failed })
        const { mark, words, className } = marks[state]
        return (
          <li key={step.name} className={`flex items-center gap-2 ${className}`}>
            <span aria-hidden="true" className="inline-block w-4 text-center">
              {mark}
            </span>
            {step.label}
            <span className="sr-only">: {words}</span>
          </li>
        )
      })}
    </ol>
  )
}
