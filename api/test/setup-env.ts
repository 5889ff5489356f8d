// Tests never read a developer's .env for these; each suite states what it needs.
process.env.NODE_ENV = 'test'
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent'
