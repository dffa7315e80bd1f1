// The order the test files start in. In a clean clone (CI) Vitest has no durations from an earlier run and
// starts the largest files first; the end-to-end suite's slowest stories are small files, so they started last
// and ran alone at the end while the other workers had nothing left (run of 2026-12-06: the two accessibility
// sweeps from 222 s to 260 s of a 265 s suite). These start first, slowest first (their times alone on a quiet
// host, 2026-12-06); every other file keeps Vitest's own order after them.
import { BaseSequencer, type TestSpecification } from 'vitest/node'

export const SLOW_FILES = [
  'tests/e2e/first-load.test.ts',
  'tests/e2e/accessibility-pages.test.ts',
  'tests/e2e/accessibility-keyboard.test.ts',
  'tests/e2e/flaky-network.test.ts',
  'tests/e2e/small-screens.test.ts',
  'tests/e2e/accessibility-states.test.ts',
  'tests/e2e/security.test.ts',
  'tests/e2e/install-update.test.ts',
  'tests/e2e/checkout-trust.test.ts',
  'tests/e2e/shared-phone.test.ts',
  'tests/e2e/offline-saved-data.test.ts',
] as const

/** The file's place in SLOW_FILES, or after all of them. */
function rank(moduleId: string): number {
  const index = SLOW_FILES.findIndex((file) => moduleId.replaceAll('\\', '/').endsWith(`/${file}`))
  return index < 0 ? SLOW_FILES.length : index
}

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    // Array.prototype.sort is stable: the rest keep the base order.
    return sorted.sort((a, b) => rank(a.moduleId) - rank(b.moduleId))
  }
}
