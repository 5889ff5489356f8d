/**
 * Reading a server-rendered form's fields against what the server sent: the browser keeps the
 * served state (`defaultValue`, `defaultChecked`, `defaultSelected`) next to what the visitor
 * changed. Plain DOM helpers, for client code (useEarlyInput, SearchForm); decision 013.
 */

export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** The fields of a form (with those naming it by `form=`), of a container, or the field itself. */
export function fieldsOf(root: Element): Field[] {
  const all =
    root instanceof HTMLFormElement
      ? Array.from(root.elements)
      : root.matches('input, select, textarea')
        ? [root]
        : Array.from(root.querySelectorAll('input, select, textarea'))
  return all.filter(
    (el): el is Field =>
      el instanceof HTMLInputElement ||
      el instanceof HTMLSelectElement ||
      el instanceof HTMLTextAreaElement,
  )
}

/**
 * Whether a field no longer shows what the server sent: the visitor changed it before the
 * page's script ran. A menu counts only if the server marked its choice (React does for every
 * menu it renders with a value; a menu drawn in the browser has none marked).
 */
export function changedSinceServed(el: Field): boolean {
  if (el instanceof HTMLSelectElement) {
    const served = Array.from(el.options).findIndex((o) => o.defaultSelected)
    return !el.multiple && served >= 0 && el.selectedIndex !== served
  }
  if (el.type === 'hidden' || el.type === 'file' || el.disabled) return false
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    return el.checked !== el.defaultChecked
  }
  return el.value !== el.defaultValue
}
