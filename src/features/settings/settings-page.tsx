import { PageHeader } from '@/ui/page-header'
import { DataSavedPanel } from './data-saved-panel'
import { DataSaverToggle } from './data-saver-toggle'
import { LogOutEverywhere } from './log-out-everywhere'

/** /account: the shopper's settings (issue 7 §6–7). */
export function SettingsPage() {
  return (
    <div className="page">
      <PageHeader title="Account settings" lead="Make GidiDeals lighter on your mobile data." />
      <div className="grid max-w-xl gap-4">
        <DataSaverToggle />
        <DataSavedPanel />
        <LogOutEverywhere />
      </div>
    </div>
  )
}
