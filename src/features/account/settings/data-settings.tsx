import { DataSavedPanel } from './data-saved-panel'
import { DataSaverToggle } from './data-saver-toggle'

/** The account area's data settings (docs/decisions.md#offline): data saver, and what it saved this week. */
export function DataSettings() {
  return (
    <div id="data" className="grid scroll-mt-20 gap-4">
      <DataSaverToggle />
      <DataSavedPanel />
    </div>
  )
}
