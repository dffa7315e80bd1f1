import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import './dialog-escape'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
})
