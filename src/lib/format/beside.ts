/**
 * A message (the error catalogue's words (docs/errors.md), kept as they are) with one sentence of what to do next after
 * it, for places that show a single string (a toast): "Logout failed — you are still logged in, so try
 * again." or "…not found. It was not saved, so you can try again."
 */
export function withNextStep(message: string, nextStep: string): string {
  const step = nextStep.trim()
  if (/[.!?]$/.test(message.trim())) return `${message.trim()} ${step.charAt(0).toUpperCase()}${step.slice(1)}`
  return `${message.trim()} — ${step.charAt(0).toLowerCase()}${step.slice(1)}`
}
