// The deployment settings the app's shell reads (the header, the beta strip, the document title,
// the router). They sit apart from config.ts so the shell's chunk does not carry every other
// setting (links, map tiles, support lines), which only lazily loaded pages read.
const env = import.meta.env

/** A VITE_* variable from the build, trimmed, or the fallback when unset or blank. */
export function readSetting(name: string, fallback: string): string {
  const value = env[name] as string | undefined
  return value && value.trim() !== '' ? value.trim() : fallback
}

export const shellConfig = {
  brand: readSetting('VITE_BRAND', 'GidiDeals'),
  /** Google Analytics measurement id; empty means no analytics script and no requests. */
  analyticsId: readSetting('VITE_ANALYTICS_ID', ''),
} as const
