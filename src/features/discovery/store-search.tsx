import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { Store } from '@contract/records'
import type { SearchOption } from './search-options'
import { SearchIcon } from '@/ui/icons'
import { useDismiss } from '@/ui/use-dismiss'

// The results (and the HTTP client behind them) load when a shopper first types.
const StoreSearchResults = lazy(() => import('./store-search-results'))

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

type StoreSearchProps = {
  /** The mobile bar and the desktop nav word the empty result differently (docs/errors.md#search). */
  variant: 'desktop' | 'mobile'
  className?: string
}

/**
 * What the search box holds: the words, whether the list is open, the option the arrows reached and the options
 * shown; and choosing one, which opens it and empties the box.
 */
function useSearchBox() {
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [results, setResults] = useState<SearchOption[]>([])
  const navigate = useNavigate()
  const rememberRef = useRef<(store: Store) => void>(() => undefined)
  const close = useCallback(() => {
    setOpen(false)
    setActive(-1)
  }, [])
  // New results start with no option active, so Enter never opens a store the shopper did not see.
  const updateResults = useCallback((next: SearchOption[]) => {
    setResults(next)
    setActive((index) => (index < next.length ? index : -1))
  }, [])
  const choose = useCallback(
    (option: SearchOption) => {
      const words = text.trim()
      setText('')
      close()
      if (option.type === 'store') {
        rememberRef.current(option.store)
        void navigate({ to: '/store-front-details/$store_slug', params: { store_slug: option.store.slug } })
      } else if (option.type === 'dish') {
        void navigate(option.link)
      } else if (words !== '') {
        void navigate({ to: '/search', search: { q: words } })
      }
    },
    [navigate, text, close],
  )
  return { text, setText, open, setOpen, active, setActive, results, close, updateResults, choose, rememberRef }
}

type SearchBox = ReturnType<typeof useSearchBox>

/** The combobox's keys: the arrows move through the options, Enter opens one (or every result), Escape closes. */
function onSearchKey(event: KeyboardEvent<HTMLInputElement>, box: SearchBox, showResults: boolean) {
  if (event.key === 'ArrowDown') {
    event.preventDefault()
    if (!showResults) box.setOpen(true)
    else box.setActive((index) => Math.min(index + 1, box.results.length - 1))
  } else if (event.key === 'ArrowUp') {
    event.preventDefault()
    if (showResults) box.setActive((index) => Math.max(index - 1, 0))
  } else if (event.key === 'Enter') {
    // The option the arrows reached, else every result on its own page.
    if (box.text.trim() === '') return
    event.preventDefault()
    box.choose((showResults ? box.results[box.active] : undefined) ?? { type: 'all' })
  } else if (event.key === 'Escape') {
    // First Escape closes the list; a second one clears the text (the native search box habit).
    if (showResults) {
      event.preventDefault()
      box.close()
    }
  }
}

/**
 * The search: a combobox whose results open a dish or deal, or a store front by slug (docs/pages.md#detail-routes);
 * Enter opens every result on the /search page.
 */
export function StoreSearch({ variant, className = '' }: StoreSearchProps) {
  const box = useSearchBox()
  // ~300 ms: one request per pause in typing, not one per key, on a slow connection.
  const query = useDebounced(box.text, 300)
  const root = useRef<HTMLDivElement>(null)
  const listId = useId()
  useDismiss(root, box.open, box.close)
  // Search runs only for non-empty text (docs/validation.md#search).
  const showResults = box.open && query.trim() !== ''

  return (
    <div ref={root} className={`relative ${className}`}>
      <label className="flex h-11 items-center gap-2 rounded-full border border-line bg-surface-2 px-3 focus-within:border-[var(--accent)] focus-within:ring-2 focus-within:ring-[var(--focus)]">
        <SearchIcon size={18} className="shrink-0 text-muted" />
        <span className="sr-only">Search dishes and stores</span>
        <input
          type="search"
          role="combobox"
          aria-expanded={showResults}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showResults && box.active >= 0 ? `${listId}-${box.active}` : undefined}
          placeholder="Search for stores near you"
          className="w-full bg-transparent text-sm outline-none placeholder:text-muted"
          value={box.text}
          onChange={(event) => {
            box.setText(event.target.value)
            box.setOpen(true)
            box.setActive(-1)
          }}
          onFocus={() => box.setOpen(true)}
          onKeyDown={(event) => onSearchKey(event, box, showResults)}
        />
      </label>
      {showResults ? (
        <Suspense fallback={null}>
          <StoreSearchResults
            query={query}
            variant={variant}
            listId={listId}
            active={box.active}
            onResults={box.updateResults}
            onChoose={box.choose}
            rememberRef={box.rememberRef}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
