import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { mailAlertKeys, mailAlertsQueryOptions, subscribeMailAlerts, unsubscribeMailAlerts } from '@/api/mail-alerts'
import { ApiError, messageOf } from '@/api/errors'
import { MAIL_ALERTS_OFFLINE } from '@/lib/format/shopper-words'
import { useSession } from '@/stores/session/use-session'

// A store's deal alerts by e-mail for the signed-in account (phones where push is missing or
// blocked): whether they are on, the address they go to, and turning them on or off in one tap.
// Offline, nothing is sent and nothing changes: the shopper is told so, and taps again later.

export type MailAlertProblem = { message: string; offline: boolean }

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

export function useMailAlerts(storeId: number) {
  const { user } = useSession()
  const userId = user?.id
  const queryClient = useQueryClient()
  const alerts = useQuery({ ...mailAlertsQueryOptions(userId ?? 0), enabled: userId !== undefined })
  const [working, setWorking] = useState(false)
  const [problem, setProblem] = useState<MailAlertProblem | null>(null)
  const on = Boolean(alerts.data?.results.some((alert) => alert.store === storeId))
  // The address the server mails, else the one this phone knows for the account.
  const email = alerts.data?.email ?? user?.email ?? ''

  const change = useCallback(
    async (turnOn: boolean) => {
      if (userId === undefined || working) return
      setProblem(null)
      if (isOffline()) {
        setProblem({ message: MAIL_ALERTS_OFFLINE, offline: true })
        return
      }
      setWorking(true)
      try {
        if (turnOn) await subscribeMailAlerts(userId, storeId)
        else await unsubscribeMailAlerts(userId, storeId)
        await queryClient.invalidateQueries({ queryKey: mailAlertKeys.all })
      } catch (thrown) {
        const offline = thrown instanceof ApiError && thrown.kind === 'network'
        setProblem({ message: offline ? MAIL_ALERTS_OFFLINE : messageOf(thrown), offline })
      }
      setWorking(false)
    },
    [queryClient, storeId, userId, working],
  )

  return {
    signedIn: userId !== undefined,
    // Waiting for the list, not offline: a paused read leaves the button to say what offline means.
    loading: userId !== undefined && alerts.isPending && alerts.fetchStatus === 'fetching',
    on,
    email,
    working,
    problem,
    turnOn: () => change(true),
    turnOff: () => change(false),
  }
}
