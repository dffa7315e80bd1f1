// The `:name` parameters of a path. An endpoint's `request` schema covers its body or query;
// a path's id is checked here with the contract's id rule (contract/fields.ts).
import { idRef } from '../../contract/fields'
import type { AppContext } from './context'
import { parseWith } from './request-input'

/** The path's `:name` as a record id; a 400 saying `message` when it is not one. */
export const pathId = (c: AppContext, name: string, message: string): number =>
  parseWith(idRef(message, message), c.req.param(name))
