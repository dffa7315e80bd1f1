import { beforeEach, describe, expect, it, vi } from 'vitest'

type ToastLayerModule = typeof import('./toast-layer')
let toasts: ToastLayerModule

beforeEach(async () => {
  document.body.replaceChildren()
  vi.resetModules()
  toasts = await import('./toast-layer')
})

function shownDialog(): HTMLDialogElement {
  const dialog = document.createElement('dialog')
  document.body.append(dialog)
  dialog.showModal()
  return dialog
}

describe('the toast layer', () => {
  it('sits at the end of <body>, moves into a modal dialog while it is shown, and back out', () => {
    const layer = toasts.toastLayer()
    expect(layer.parentElement).toBe(document.body)
    expect(toasts.toastLayer()).toBe(layer)
    const dialog = shownDialog()
    const release = toasts.hostToasts(dialog)
    expect(layer.parentElement).toBe(dialog)
    release()
    expect(layer.parentElement).toBe(document.body)
  })

  it('starts inside the dialog shown last when the first toast comes while dialogs are open', () => {
    const under = shownDialog()
    const releaseUnder = toasts.hostToasts(under)
    const over = shownDialog()
    const releaseOver = toasts.hostToasts(over)
    const layer = toasts.toastLayer()
    expect(layer.parentElement).toBe(over)
    releaseOver()
    expect(layer.parentElement).toBe(under)
    releaseUnder()
    expect(layer.parentElement).toBe(document.body)
  })

  it('stays in the top dialog when one below it is released first', () => {
    const layer = toasts.toastLayer()
    const under = shownDialog()
    const releaseUnder = toasts.hostToasts(under)
    const over = shownDialog()
    const releaseOver = toasts.hostToasts(over)
    releaseUnder()
    expect(layer.parentElement).toBe(over)
    releaseOver()
    expect(layer.parentElement).toBe(document.body)
  })
})
