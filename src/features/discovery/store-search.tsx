import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { SEARCH_FAILED, storeSearchQueryOptions, type StoreSummary } from '@/api/search-store'
import { SearchIcon } from '@/ui/icons'
import { useDismiss } from '@/ui/use-dismiss'

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

type StoreSearchProps = {
  /** The mobile bar and the desktop nav word the empty result differently (SPEC §8). */
  variant: 'desktop' | 'mobile'
  className?: string
}

/** Store search: a combobox whose results open the store front by slug (SPEC §2). */
export function StoreSearch({ variant, className = '' }: StoreSearchProps) {
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const query = useDebounced(text, 250)
  const root = useRef<HTMLDivElement>(null)
  const listId = useId()
  const navigate = useNavigate()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(root, open, close)

  const search = useQuery(storeSearchQueryOptions(query))
  const results = search.data ?? []
  const hasQuery = query.trim() !== ''

  const choose = (store: StoreSummary) => {
    setText('')
    setOpen(false)
    setActive(-1)
    void navigate({ to: '/store-front-details/$store_slug', params: { store_slug: store.slug } })
  }

  return (
    <div ref={root} className={`relative ${className}`}>
      <label className="flex h-10 items-center gap-2 rounded-full border border-line bg-surface-2 px-3 focus-within:border-[var(--accent)]">
        <SearchIcon size={18} className="shrink-0 text-muted" />
        <span className="sr-only">Search stores</span>
        <input
          type="search"
          role="combobox"
          aria-expanded={open && hasQuery}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          placeholder="Search for stores near you"
          className="w-full bg-transparent text-sm outline-none placeholder:text-muted"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault()
              setOpen(true)
              setActive((index) => Math.min(index + 1, results.length - 1))
            } else if (event.key === 'ArrowUp') {
              event.preventDefault()
              setActive((index) => Math.max(index - 1, 0))
            } else if (event.key === 'Enter') {
              const store = results[active] ?? (results.length === 1 ? results[0] : undefined)
              if (store) {
                event.preventDefault()
                choose(store)
              }
            }
          }}
        />
      </label>
      {open && hasQuery ? (
        <div className="absolute inset-x-0 z-50 mt-2 rounded-xl border border-line bg-surface shadow-xl">
          {search.isPending ? (
            <p className="p-3 text-sm text-muted">Searching…</p>
          ) : search.isError ? (
            <p className="p-3 text-sm text-red-700 dark:text-red-300" role="alert">
              {search.error.message || SEARCH_FAILED}
            </p>
          ) : results.length === 0 ? (
            <p className="p-3 text-sm text-muted" role="status">
              {variant === 'desktop' ? 'No store found' : 'No stores found'}
            </p>
          ) : null}
          <ul id={listId} role="listbox" aria-label="Stores" className="max-h-[435px] overflow-y-auto p-1">
            {results.map((store, index) => (
              <li
                key={store.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={`flex cursor-pointer items-center gap-3 rounded-lg p-2 text-sm ${index === active ? 'bg-surface-2' : 'hover:bg-surface-2'}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(store)}
              >
                <img src={store.logo} alt="" width={32} height={32} loading="lazy" className="size-8 rounded-full object-cover" />
                <span className="font-medium">{store.name_of_business}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
