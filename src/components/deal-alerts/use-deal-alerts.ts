import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import {
  dealAlertKeys,
  dealAlertsQueryOptions,
  getPushPublicKey,
  subscribeDealAlerts,
  unsubscribeDealAlerts,
  type PushSubscriptionJson,
} from '@/api/deal-alerts'
import { ApiError, messageOf } from '@/api/errors'
import { pushProblemWords, type WordsKind } from '@/lib/format/shopper-words'
import { useSession } from '@/stores/session/use-session'
import { dataSaverOn } from '@/lib/browser/data-saver'
import { currentPushSubscription, subscribeThisDevice, type PushRefusal } from '@/lib/browser/push-device'

// A store's deal alert on this device, for the store page's offer and the account's list of
// subscribed stores: whether it is on, and turning it on (the one place that asks the browser
// for notifications) or off.

export type DealAlertState = 'idle' | 'working' | PushRefusal

/** Why the last tap did not work: the API's message, or a browser's refusal in plain words. */
export type DealAlertProblem = { message: string; kind?: WordsKind }

function platformProblem(thrown: unknown): DealAlertProblem {
  const words = pushProblemWords(thrown)
  return { message: words.detail ?? words.heading, kind: words.kind }
}

/** This device's push endpoint: undefined while it is read, null when it has none. */
function useDeviceEndpoint() {
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    void currentPushSubscription().then((subscription) => {
      if (live) setEndpoint(subscription?.endpoint ?? null)
    })
    return () => {
      live = false
    }
  }, [])
  return [endpoint, setEndpoint] as const
}

export function useDealAlerts(storeId: number) {
  const { user } = useSession()
  const userId = user?.id
  const queryClient = useQueryClient()
  const alerts = useQuery({ ...dealAlertsQueryOptions(userId ?? 0), enabled: userId !== undefined })
  const [endpoint, setEndpoint] = useDeviceEndpoint()
  const [state, setState] = useState<DealAlertState>('idle')
  const [error, setError] = useState<DealAlertProblem | null>(null)
  const on = Boolean(endpoint && alerts.data?.some((alert) => alert.store === storeId && alert.endpoint === endpoint))

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: dealAlertKeys.all }), [queryClient])

  /** From the shopper's tap only: it may show the browser's permission prompt. */
  const enable = useCallback(async () => {
    if (userId === undefined) return
    setError(null)
    setState('working')
    try {
      const subscription = await subscribeThisDevice(await getPushPublicKey())
      if (typeof subscription === 'string') {
        setState(subscription)
        return
      }
      await subscribeDealAlerts(userId, storeId, subscription.toJSON() as PushSubscriptionJson, dataSaverOn())
      setEndpoint(subscription.endpoint)
      await refresh()
      setState('idle')
    } catch (thrown) {
      // The API's words as the catalogue gives them; a browser's own (a DOMException such as
      // "Registration failed - permission denied") in plain words with how to unblock.
      setError(thrown instanceof ApiError ? { message: messageOf(thrown) } : platformProblem(thrown))
      setState('idle')
    }
  }, [refresh, setEndpoint, storeId, userId])

  const disable = useCallback(async () => {
    if (userId === undefined || !endpoint) return
    setError(null)
    setState('working')
    try {
      await unsubscribeDealAlerts(userId, endpoint, storeId)
      await refresh()
    } catch (thrown) {
      setError({ message: messageOf(thrown) })
    }
    setState('idle')
  }, [endpoint, refresh, storeId, userId])

  return { on, state, error, enable, disable, alerts: alerts.data }
}
