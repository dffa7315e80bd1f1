// A modal <dialog> makes the rest of the page inert and dims it under its ::backdrop: a toast
// outside it could be neither read out by a screen reader nor pressed. So the toasts live in
// one element that sits at the end of <body>, or inside the modal dialog shown last.

let layer: HTMLElement | undefined
const shown: HTMLDialogElement[] = []

function home(): HTMLElement {
  return shown.at(-1) ?? document.body
}

/** The element the toast container renders into (created on first use, in its current home). */
export function toastLayer(): HTMLElement {
  layer ??= document.createElement('div')
  if (!layer.isConnected) home().append(layer)
  return layer
}

/** Moves the toasts into `dialog` while it is shown; the returned function moves them back out. */
export function hostToasts(dialog: HTMLDialogElement): () => void {
  shown.push(dialog)
  if (layer) dialog.append(layer)
  return () => {
    shown.splice(shown.indexOf(dialog), 1)
    if (layer && dialog.contains(layer)) home().append(layer)
  }
}
