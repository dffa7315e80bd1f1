import { createFileRoute } from '@tanstack/react-router'
import { SearchPage } from '@/features/discovery/search-page'
import { validateSearchPage } from '@/features/discovery/search-text'

export const Route = createFileRoute('/search')({
  // The words live in the URL (Enter in the search box, a shared link); anything else is dropped.
  validateSearch: validateSearchPage,
  staticData: { title: 'Search' },
  component: SearchPage,
})
