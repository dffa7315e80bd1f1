import { useSetAtom } from 'jotai'
import { ChatIcon } from '@/ui/icons'
import { feedbackModalAtom } from './shell-atoms'

/** The floating round feedback button (SPEC §2): icon 24 px below 1024 px wide, 30 px above. */
export function FeedbackButton() {
  const open = useSetAtom(feedbackModalAtom)
  return (
    <button
      type="button"
      aria-label="Send feedback"
      className="fixed right-4 bottom-4 z-40 grid size-12 place-items-center rounded-full bg-accent shadow-lg lg:size-14"
      onClick={() => open(true)}
    >
      <ChatIcon className="size-6 lg:size-[30px]" />
    </button>
  )
}
