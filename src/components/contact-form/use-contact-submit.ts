import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { sendFeedback } from '@/api/feedback'
import type { FormState } from '@/ui/use-form'
import { EMPTY_CONTACT_DRAFT, type ContactDraft } from './contact-draft'

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
