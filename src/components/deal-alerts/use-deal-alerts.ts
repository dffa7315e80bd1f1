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
import { messageOf } from '@/api/errors'
import { useSession } from '@/stores/session/use-session'
import { dataSaverOn } from '@/lib/browser/data-saver'
import { currentPushSubscription, subscribeThisDevice, type PushRefusal } from '@/lib/browser/push-device'

// A store's deal alert on this device, for the store page's offer and the account's list of
// subscribed stores: whether it is on, and turning it on (the one place that asks the browser
// for notifications) or off.

export type DealAlertState = 'idle' | 'working' | PushRefusal

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
  const [error, setError] = useState<string | null>(null)
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
      setError(messageOf(thrown))
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
      setError(messageOf(thrown))
    }
    setState('idle')
  }, [endpoint, refresh, storeId, userId])

  return { on, state, error, enable, disable, alerts: alerts.data }
}
