// The contact page's support line comes from the deployment's VITE_SUPPORT_PHONE, which
// src/lib/config.ts reads once, when it loads: each test sets the variable, then loads the page
// afresh. (This replaced an end-to-end test that made a whole second production build for it;
// tests/e2e/small-screens.test.ts still checks the real build without a number shows no line.)
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

async function renderContactPage(supportPhone: string, supportWhatsapp = '') {
  vi.stubEnv('VITE_SUPPORT_PHONE', supportPhone)
  vi.stubEnv('VITE_SUPPORT_WHATSAPP', supportWhatsapp)
  vi.resetModules()
  const { renderWithRouter } = await import('@/test/render-with-router')
  const { ContactPage } = await import('./contact-page')
  await renderWithRouter(<ContactPage />)
  const reachUs = screen.getByRole('region', { name: 'Reach us' })
  await within(reachUs).findByText(/^Email:/)
  return reachUs
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('ContactPage: the support phone a deployment configures', () => {
  it('shows the number as a link that dials it, spaces left out', async () => {
    const reachUs = await renderContactPage('+234 801 234 5678')
    const phone = within(reachUs).getByRole('link', { name: '+234 801 234 5678' })
    expect(phone).toHaveAttribute('href', 'tel:+2348012345678')
    expect(within(reachUs).getByText(/^Phone:/)).toContainElement(phone)
  })

  it('shows no phone line at all without one (blank counts as none)', async () => {
    const reachUs = await renderContactPage('   ')
    expect(within(reachUs).queryByText(/^Phone:/)).toBeNull()
    expect(within(reachUs).queryByRole('link', { name: /^\+234/ })).toBeNull()
  })
})

describe('ContactPage: the WhatsApp line a deployment configures', () => {
  it('links to a chat on wa.me with the international number, in a new tab', async () => {
    const reachUs = await renderContactPage('', '0803 123 4567')
    const chat = within(reachUs).getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })
    expect(chat).toHaveAttribute('href', 'https://wa.me/2348031234567')
    expect(chat).toHaveAttribute('target', '_blank')
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer')
    // No phone configured: only the chat.
    expect(within(reachUs).queryByText(/^Phone:/)).toBeNull()
  })

  it('takes the number however it is written, and shows nothing without one', async () => {
    const { whatsappLink } = await import('./contact-page')
    expect(whatsappLink('+234 803 123 4567')).toBe('https://wa.me/2348031234567')
    expect(whatsappLink('+234 (0)803-123-4567')).toBe('https://wa.me/2348031234567')
    expect(whatsappLink('2348031234567')).toBe('https://wa.me/2348031234567')
    expect(whatsappLink('')).toBeUndefined()
    expect(whatsappLink('none')).toBeUndefined()
    const reachUs = await renderContactPage('+234 801 234 5678', '  ')
    expect(within(reachUs).queryByRole('link', { name: /WhatsApp/ })).toBeNull()
    expect(within(reachUs).getByRole('link', { name: '+234 801 234 5678' })).toBeInTheDocument()
  })
})
