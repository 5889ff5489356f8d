import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql'

/**
 * True when the operation asks for the field at `path` below the resolved field (through named
 * and inline fragments): `selects(info, ['results', 'freightEstimate'])`. A resolver asks it
 * before doing work only a field needs (a page's freight, issue 37). Directives are not
 * evaluated: a field under `@include(if: false)` counts as asked for.
 */
export function selects(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  let sets = info.fieldNodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []))
  for (const [i, name] of path.entries()) {
    const found: Array<SelectionSetNode | null> = []
    for (const set of sets) collect(info, set, name, found, new Set())
    if (!found.length) return false
    if (i === path.length - 1) return true
    sets = found.filter((s): s is SelectionSetNode => s !== null)
  }
  return true
}

/** The selection sets (null: a leaf) of the fields named `name` in `set` and its fragments. */
function collect(
  info: GraphQLResolveInfo,
  set: SelectionSetNode,
  name: string,
  out: Array<SelectionSetNode | null>,
  seen: Set<string>,
): void {
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (sel.name.value === name) out.push(sel.selectionSet ?? null)
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      collect(info, sel.selectionSet, name, out, seen)
    } else if (!seen.has(sel.name.value)) {
      seen.add(sel.name.value)
      const fragment = info.fragments[sel.name.value]
      if (fragment) collect(info, fragment.selectionSet, name, out, seen)
    }
  }
}
