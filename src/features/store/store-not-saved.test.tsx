import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearPersistedAtoms, persistedWritesSettled } from '@/stores/persisted-atom'
import { renderWithRouter } from '@/test/render-with-router'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import { StoreFrontPage } from './store-front-page'

// docs/history.md#issue-17-8: a store not saved on the phone, asked for with no network.

const listed = {
  id: 16,
  name_of_business: 'Jollof Republic',
  slug: 'jollof-republic',
  logo: '',
  address: '95 Computer Village, Otigba Street, Ikeja, Lagos',
  phone: '+234 803 555 0116',
}

afterEach(async () => {
  vi.unstubAllGlobals()
  await persistedWritesSettled()
  await clearPersistedAtoms()
})

const renderPage = () =>
  renderWithRouter(<StoreFrontPage slug="jollof-republic" />, { path: '/store-front-details/jollof-republic' })

describe('a store not saved on this phone', () => {
  it('says so as soon as the network gives no answer, with what the list knew', async () => {
    stubFetch((request) =>
      request.path.startsWith('/beta/api/search-store/') ? json({ data: { results: [listed] } }) : offline(),
    )
    await renderPage()
    expect(await screen.findByText('This store isn’t saved on this phone yet.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Jollof Republic' })).toBeInTheDocument()
    expect(screen.getByText(listed.address)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: listed.phone })).toHaveAttribute('href', 'tel:+2348035550116')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.queryByText('Loading the store…')).toBeNull()
    expect(screen.queryByText('Error fetching the store')).toBeNull()
  })

  it('knowing nothing of it (not even its slug), still says so at once', async () => {
    stubFetch(() => offline())
    await renderPage()
    expect(await screen.findByText('This store isn’t saved on this phone yet.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Store' })).toBeInTheDocument()
  })

  it('is not said for a server that answers with an error: that error shows', async () => {
    stubFetch((request) =>
      request.path.startsWith('/beta/api/search-store/')
        ? json({ data: { results: [listed] } })
        : json({ message: 'boom' }, 500),
    )
    await renderPage()
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(screen.queryByText('This store isn’t saved on this phone yet.')).toBeNull()
  })
})
