import { atom, useAtom, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { config } from '@/lib/config'
import { Modal } from '@/ui/modal'
import { feedbackModalAtom } from './feedback-modal'

/** SPEC §3 "Modal: isOpen": the beta notice shows while this is true. */
export const betaModalAtom = atom(false)

const SEEN_KEY = 'beta_notice_seen'

export function BetaModal() {
  const [open, setOpen] = useAtom(betaModalAtom)
  const openFeedback = useSetAtom(feedbackModalAtom)

  // Greet a first visit with the notice once.
  useEffect(() => {
    try {
      if (!localStorage.getItem(SEEN_KEY)) {
        localStorage.setItem(SEEN_KEY, '1')
        setOpen(true)
      }
    } catch {
      // No storage: don't nag on every page.
    }
  }, [setOpen])

  const close = () => setOpen(false)
  return (
    <Modal open={open} onClose={close} title={`${config.brand} is in beta`} className="w-[340px] md:w-[550px] lg:w-[621px] max-w-[94vw]">
      <div className="space-y-3 text-[15px]">
        <p>
          Thanks for trying {config.brand} early. While we are in beta you may hit bugs, and live support and chat may
          be unavailable.
        </p>
        <p>
          If something goes wrong, tell us at{' '}
          <a className="font-semibold text-accent underline" href={`mailto:${config.supportEmail}`}>
            {config.supportEmail}
          </a>{' '}
          or through the{' '}
          <button
            type="button"
            className="font-semibold text-accent underline"
            onClick={() => {
              close()
              openFeedback(true)
            }}
          >
            feedback form
          </button>
          .
        </p>
      </div>
      <button type="button" data-autofocus className="mt-5 w-full rounded-full bg-accent px-5 py-2.5 font-semibold" onClick={close}>
        Got It
      </button>
    </Modal>
  )
}
