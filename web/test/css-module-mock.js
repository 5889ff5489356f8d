/** CSS modules in Jest: every class name maps to itself, so tests can still select by class. */
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) })
