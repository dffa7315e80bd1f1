import { useAtom, useSetAtom } from 'jotai'
import { config } from '@/lib/config'
import { Modal } from '@/ui/modal'
import { betaModalAtom, feedbackModalAtom } from './shell-atoms'

/** The beta notice of docs/product.md#beta; closing it (Got It, ×, outside click) resets its state. */
export function BetaModal() {
  const [open, setOpen] = useAtom(betaModalAtom)
  const openFeedback = useSetAtom(feedbackModalAtom)
  const close = () => setOpen(false)
  return (
    <Modal
      open={open}
      onClose={close}
      title={`${config.brand} is in beta`}
      className="w-[340px] md:w-[550px] lg:w-[621px] max-w-[94vw]"
    >
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
      <button
        type="button"
        data-autofocus
        className="mt-5 w-full rounded-full bg-accent px-5 py-2.5 font-semibold"
        onClick={close}
      >
        Got It
      </button>
    </Modal>
  )
}
