import { GraphQLScalarType, Kind, type ValueNode } from 'graphql'

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'ISO-8601 date and time in UTC',
  serialize(value) {
    if (value instanceof Date) return value.toISOString()
    if (typeof value === 'string') return new Date(value).toISOString()
    throw new TypeError('DateTime cannot represent this value')
  },
  parseValue(value) {
    const d = new Date(String(value))
    if (Number.isNaN(d.getTime())) throw new TypeError('Invalid DateTime')
    return d
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be a string')
    const d = new Date(ast.value)
    if (Number.isNaN(d.getTime())) throw new TypeError('Invalid DateTime')
    return d
  },
})

function literalToJson(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value)
    case Kind.NULL:
      return null
    case Kind.LIST:
      return ast.values.map(literalToJson)
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalToJson(f.value)]))
    default:
      throw new TypeError('JSON literal not supported')
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Arbitrary JSON value',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: literalToJson,
})
