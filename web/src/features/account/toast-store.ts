// The toast store is plain plumbing in lib/ (the header's sign-out menu uses it without loading
// the account feature's index at start); the account feature's files keep this path.
export * from '@/lib/toast-store'
