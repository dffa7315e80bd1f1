import { useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { Icon, type IconProps } from '@/ui/icons'
import { feedbackModalAtom } from './shell-atoms'

// docs/history.md#issue-17-10: at 360 px the floating button covered the cart's line totals and the right edge
// of cards. Scrolling down is reading on, so below md the button slides below the screen's edge
// meanwhile; scrolling up, the top and the page's end (the footer leaves room for it) bring it
// back, and so does keyboard focus. It loads after the first screen (root-layout.tsx): being
// fixed, it shifts nothing when it appears, and the shell does not carry it.

/** Drawn here, not in the shell's icon set (@/ui/icons): the button loads after the first screen. */
const ChatIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z" />
  </Icon>
)

/** Less movement than this is a finger resting, not a scroll. */
const NUDGE_PX = 8
/** Near the top nothing is covered yet: the button stays. */
const TOP_PX = 80

/** True while the shopper scrolls down the page, away from its top and end. */
function useScrollingDown(): boolean {
  const [down, setDown] = useState(false)
  useEffect(() => {
    let last = window.scrollY
    let frame = 0
    const update = () => {
      frame = 0
      const y = window.scrollY
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - NUDGE_PX
      if (y <= TOP_PX || atEnd) setDown(false)
      else if (Math.abs(y - last) >= NUDGE_PX) setDown(y > last)
      else return
      last = y
    }
    const onScroll = () => {
      frame ||= requestAnimationFrame(update)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])
  return down
}

/** The floating round feedback button (docs/pages.md#feedback-modal): icon 24 px below 1024 px wide, 30 px above. */
export function FeedbackButton() {
  const open = useSetAtom(feedbackModalAtom)
  const away = useScrollingDown()
  return (
    <button
      type="button"
      aria-label="Send feedback"
      data-away={away || undefined}
      className="fixed right-4 bottom-4 z-40 grid size-12 place-items-center rounded-full bg-accent shadow-lg transition-transform max-md:data-away:not-focus-visible:translate-y-24 focus-visible:transition-none motion-reduce:transition-none lg:size-14"
      onClick={() => open(true)}
    >
      <ChatIcon className="size-6 lg:size-[30px]" />
    </button>
  )
}
