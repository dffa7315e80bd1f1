import { useMutation } from '@tanstack/react-query'
import { useStore } from 'jotai'
import { useState, type FormEvent } from 'react'
import { userAtom } from '@/stores/session/session'
import type { AppStore } from '@/stores/persisted-atom'
import { CONTACT_FORM_ERRORS, sendContactForm, sendFeedback } from '@/api/feedback'
import { notify } from '@/lib/notify'
import type { FormState } from '@/ui/use-form'
import { EMPTY_CONTACT_DRAFT, type ContactDraft } from './contact-draft'

/** The error catalogue's feedback toast on success (docs/errors.md#feedback). */
export const FEEDBACK_THANKS = 'Thanks for your feedback.'

/**
 * The contact page's send: the feedback payload (POST sendFeedback); then the form starts empty
 * and says thanks until something is typed again. A refusal is the form's `failure`.
 */
export function useContactSubmit(form: FormState<ContactDraft>) {
  const [sent, setSent] = useState(false)
  const send = useMutation({
    mutationFn: (payload: ContactDraft) => sendFeedback(payload),
    onSuccess: () => {
      form.reset(EMPTY_CONTACT_DRAFT)
      setSent(true)
    },
  })
  const submit = form.handleSubmit((draft) => {
    setSent(false)
    return send.mutateAsync(draft)
  })
  return { sent, unsend: () => setSent(false), submit }
}

/**
 * The signed-in account's own number, from its latest order on this phone (checkout asks for it), or
 * undefined: the modal then sends none rather than a stand-in. The order history loads with the first send.
 */
async function accountPhone(store: AppStore): Promise<string | undefined> {
  const userId = store.get(userAtom)?.id
  if (userId === undefined) return undefined
  const { loadOrderHistory, orderHistoryAtom } = await import('@/stores/orders/order-history-atom')
  await loadOrderHistory(store)
  return store.get(orderHistoryAtom).find((order) => order.userId === userId && order.phone.trim() !== '')?.phone
}

/**
 * The feedback modal's send: the message through the shared contact form with its fixed values
 * (POST sendContactForm), told in a toast. Sent, the text is cleared and `onSent` closes the
 * modal; refused, the text stays. Text that cannot be sent (`sendable` false) is not submitted.
 */
export function useNoteSubmit(form: FormState<{ message: string }>, sendable: boolean, onSent: () => void) {
  const store = useStore()
  const submit = form.handleSubmit(async ({ message }) => {
    try {
      await sendContactForm(message, await accountPhone(store))
    } catch {
      void notify('error', CONTACT_FORM_ERRORS.failure)
      return
    }
    form.reset({ message: '' })
    onSent()
    void notify('success', FEEDBACK_THANKS)
  })
  return (event: FormEvent) => {
    if (sendable) submit(event)
    else event.preventDefault()
  }
}
