// Type-aware lint (issue 32): recommendedTypeChecked with no-floating-promises and
// no-misused-promises. Filled in by the type-aware lint work; an empty list until then.
export default []
