import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ModalDialog, tabStops } from './modal-dialog'

afterEach(() => {
  document.body.style.overflow = ''
})

/** A page with an opener button and a dialog holding `children`, shown while open. */
function Page({ children, onClose = () => {} }: { children?: React.ReactNode; onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  const close = () => {
    onClose()
    setOpen(false)
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <ModalDialog aria-label="Example" onClose={close} className="" panelClassName="">
          {children ?? (
            <>
              <button type="button">First</button>
              <input aria-label="Middle" data-autofocus />
              <button type="button" onClick={close}>
                Last
              </button>
            </>
          )}
        </ModalDialog>
      ) : null}
    </>
  )
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Open' }))
  return screen.getByRole<HTMLDialogElement>('dialog', { name: 'Example' })
}

describe('ModalDialog', () => {
  it('is shown modally when mounted, focuses [data-autofocus] and locks scrolling; closing restores both', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    try {
      render(<Page />)
      const dialog = await openDialog()
      expect(dialog.open).toBe(true)
      expect(showModal).toHaveBeenCalledTimes(1)
      expect(screen.getByRole('textbox', { name: 'Middle' })).toHaveFocus()
      expect(document.body.style.overflow).toBe('hidden')
      await userEvent.click(screen.getByRole('button', { name: 'Last' }))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
      expect(document.body.style.overflow).toBe('')
    } finally {
      showModal.mockRestore()
    }
  })

  it("closes the browser's dialog before React removes it, so nothing stays in the top layer", async () => {
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close')
    try {
      render(<Page />)
      const dialog = await openDialog()
      await userEvent.click(screen.getByRole('button', { name: 'Last' }))
      expect(close).toHaveBeenCalledTimes(1)
      expect(close.mock.contexts[0]).toBe(dialog)
      expect(dialog.open).toBe(false)
    } finally {
      close.mockRestore()
    }
  })

  it("tells its owner when the browser closes it (Escape's cancel, then close)", async () => {
    const onClose = vi.fn()
    render(<Page onClose={onClose} />)
    await openDialog()
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })

  it('closes on a press on its backdrop (the dialog itself is the target), not on one inside it', async () => {
    const onClose = vi.fn()
    render(<Page onClose={onClose} />)
    const dialog = await openDialog()
    await userEvent.click(screen.getByRole('button', { name: 'First' }))
    await userEvent.click(dialog.firstElementChild as HTMLElement)
    expect(onClose).not.toHaveBeenCalled()
    await userEvent.click(dialog)
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("under StrictMode's double effects stays shown, and ignores a close event that arrives while it is open", async () => {
    const onClose = vi.fn()
    render(
      <StrictMode>
        <Page onClose={onClose} />
      </StrictMode>,
    )
    const dialog = await openDialog()
    expect(dialog.open).toBe(true)
    expect(document.body.style.overflow).toBe('hidden')
    // Chromium delivers the close event of the first cleanup's close() after the second showModal().
    act(() => void dialog.dispatchEvent(new Event('close')))
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBe(dialog)
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(document.body.style.overflow).toBe('')
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })

  it('wraps Tab from the last stop to the first and Shift+Tab from the first to the last', async () => {
    render(<Page />)
    await openDialog()
    const first = screen.getByRole('button', { name: 'First' })
    const last = screen.getByRole('button', { name: 'Last' })
    await userEvent.tab()
    expect(last).toHaveFocus()
    await userEvent.tab()
    expect(first).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(last).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(screen.getByRole('textbox', { name: 'Middle' })).toHaveFocus()
  })

  it('wraps to a contenteditable stop at its end, past hidden and inert controls', async () => {
    render(
      <Page>
        <button type="button">First</button>
        <div contentEditable suppressContentEditableWarning aria-label="Note" role="textbox">
          Draft
        </div>
        <button type="button" hidden>
          Hidden
        </button>
        <div inert>
          <button type="button">Inert</button>
        </div>
      </Page>,
    )
    await openDialog()
    const note = screen.getByRole('textbox', { name: 'Note' })
    note.focus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(note).toHaveFocus()
  })
})

describe('tabStops', () => {
  it('lists what Tab reaches, contenteditable included, and leaves out what it cannot', () => {
    const { container } = render(
      <div>
        <a href="/near-me">Link</a>
        <a>No href</a>
        <button type="button">Button</button>
        <button type="button" disabled>
          Disabled
        </button>
        <input aria-label="Field" />
        <input type="hidden" name="token" value="x" />
        <textarea aria-label="Text" />
        <div contentEditable suppressContentEditableWarning>
          Editable
        </div>
        <div contentEditable={false}>Not editable</div>
        <div tabIndex={0}>Tabbable</div>
        <div tabIndex={-1}>Focusable by script only</div>
        <button type="button" hidden>
          Hidden attribute
        </button>
        <button type="button" style={{ display: 'none' }}>
          Display none
        </button>
        <button type="button" style={{ visibility: 'hidden' }}>
          Invisible
        </button>
        <div inert>
          <button type="button">Inert</button>
        </div>
      </div>,
    )
    const names = tabStops(container).map(
      (element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
    )
    expect(names).toEqual(['Link', 'Button', 'Field', 'Text', 'Editable', 'Tabbable'])
  })
})
