// The web's layers, one way (issue 32): app/ → features/ → components/ → lib/. Filled in by the
// layers work; an empty list until then.
export default []
