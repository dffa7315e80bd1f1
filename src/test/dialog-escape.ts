// happy-dom 21 implements HTMLDialogElement's showModal() and close() (the open attribute and
// the close event) but not what a browser does on Escape while a modal dialog is shown: fire a
// cancelable `cancel` at the topmost one, then close it unless a listener prevented that. This
// adds that step, after the page's own key handlers as in Chromium, and nothing else.
const shownModal = new WeakSet<HTMLDialogElement>()
const showModal = HTMLDialogElement.prototype.showModal
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  showModal.call(this)
  shownModal.add(this)
}
const show = HTMLDialogElement.prototype.show
HTMLDialogElement.prototype.show = function (this: HTMLDialogElement) {
  show.call(this)
  shownModal.delete(this)
}

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || event.defaultPrevented) return
  const dialog = Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[open]')).findLast((open) =>
    shownModal.has(open),
  )
  if (dialog?.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close()
})
