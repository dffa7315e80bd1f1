import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { notify } from '@/lib/notify'
import { ToastHost } from './toast-host'

describe('ToastHost', () => {
  it('renders nothing until the first toast, then loads the container and shows it', async () => {
    const { container } = render(<ToastHost />)
    expect(container).toBeEmptyDOMElement()
    await notify('success', 'Thanks for your feedback.')
    expect(await screen.findByText('Thanks for your feedback.')).toBeInTheDocument()
    await notify('error', 'Something went wrong, please try again later')
    expect(await screen.findByText('Something went wrong, please try again later')).toBeInTheDocument()
  })
})
