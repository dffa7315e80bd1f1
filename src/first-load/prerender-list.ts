import { earlyRequestTemplates } from './early-templates'
import { firstLoadPages, type FirstLoadPage } from './pages'

/**
 * What the build renders (scripts/build/prerender-run.ts) and what the server is told about each
 * page (dist/prerendered/routes.json): every first-load page of the table, once.
 */
export const prerenderList = (pages: readonly FirstLoadPage[] = firstLoadPages) =>
  pages.map((page) => ({
    name: page.name,
    renderPath: page.renderPath,
    pattern: page.pattern.source,
    readsSearch: page.readsSearch === true,
    startsOnTouch: page.startsOnTouch ?? false,
    route: page.route,
    early: earlyRequestTemplates(page),
    ...(page.shared ? { shared: page.shared } : {}),
  }))
