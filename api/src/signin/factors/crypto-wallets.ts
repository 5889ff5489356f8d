import bs58 from 'bs58'
import { and, eq } from 'drizzle-orm'
import nacl from 'tweetnacl'
import { signinCryptoWallets, signinUsers, type SigninSession } from '../../db/schema'
import { BRAND } from '@ironyard/contract'
import { LIMITS } from '../config'
import { rateLimit, type CallInfo, type SigninContext } from '../context'
import { signinError } from '../errors'
import { newId, randomToken, rfc3339, sha256Hex } from '../lib/crypto'
import { consumeOneTime, createOneTime, latestForMethod } from '../tokens/one-time'
import { factorTime, issueSession, type IssuedSession } from '../tokens/sessions'

export type WalletType = 'ethereum' | 'solana'

/**
 * viem (about 0.15 s to load) checks Ethereum addresses and signatures. It loads with the first
 * Ethereum wallet, not with the api (decision 053): required as the static import was (the same
 * CommonJS build), and outside any try, so a failure to load surfaces as itself.
 */
const viem = () => require('viem') as typeof import('viem')

interface Wallet {
  type: WalletType
  /** Canonical form: Ethereum lower-case hex, Solana base58. */
  address: string
}

function parseWallet(rawType: unknown, rawAddress: unknown): Wallet {
  const type = typeof rawType === 'string' ? rawType.toLowerCase() : ''
  if (type !== 'ethereum' && type !== 'solana') throw signinError('invalid_wallet_type')
  const address = typeof rawAddress === 'string' ? rawAddress.trim() : ''
  if (type === 'ethereum') {
    if (!viem().isAddress(address, { strict: false }))
      throw signinError('invalid_crypto_wallet_address')
    return { type, address: address.toLowerCase() }
  }
  let bytes: Uint8Array
  try {
    bytes = bs58.decode(address)
  } catch {
    throw signinError('invalid_crypto_wallet_address')
  }
  if (bytes.length !== 32) throw signinError('invalid_crypto_wallet_address')
  return { type, address }
}

const methodOf = (w: Wallet) => `${w.type}:${w.address}`

/**
 * crypto_wallets/authenticate/start: a fresh challenge for the wallet to sign. It is single use
 * and expires in ten minutes; a newer challenge does not revive an older one.
 */
export async function startWalletAuthentication(
  ctx: SigninContext,
  call: CallInfo,
  input: { crypto_wallet_address?: unknown; crypto_wallet_type?: unknown },
  sessionUserId: string | null,
) {
  const wallet = parseWallet(input.crypto_wallet_type, input.crypto_wallet_address)
  await rateLimit(ctx, 'walletPerAddress', methodOf(wallet))
  await rateLimit(ctx, 'sendPerIp', call.ip)
  const [existing] = await ctx.database.db
    .select()
    .from(signinCryptoWallets)
    .where(
      and(
        eq(signinCryptoWallets.walletType, wallet.type),
        eq(signinCryptoWallets.address, wallet.address),
      ),
    )
  if (sessionUserId && existing && existing.userId !== sessionUserId) {
    throw signinError('invalid_crypto_wallet_address', {
      message: 'This wallet belongs to another user.',
    })
  }
  const nonce = randomToken(16)
  const challenge = [
    `${new URL(ctx.config.allowedOrigins[0]).host} wants you to sign in to ${BRAND.name} with your ${wallet.type === 'ethereum' ? 'Ethereum' : 'Solana'} account:`,
    wallet.address,
    '',
    `Project: ${ctx.config.projectId}`,
    `Nonce: ${nonce}`,
    `Issued At: ${rfc3339(ctx.now())}`,
  ].join('\n')
  await createOneTime(ctx, {
    kind: 'crypto_challenge',
    methodId: methodOf(wallet),
    userId: sessionUserId,
    data: { challengeHash: sha256Hex(challenge), challenge },
    ttlMinutes: LIMITS.cryptoChallengeMinutes,
  })
  return { challenge, userCreated: !existing && !sessionUserId }
}

async function signatureMatches(wallet: Wallet, message: string, signature: string) {
  // Loaded before the try: a library that fails to load is not a wrong signature.
  const ethereum = wallet.type === 'ethereum' ? viem() : null
  try {
    if (ethereum) {
      if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return false
      return await ethereum.verifyMessage({
        address: wallet.address as `0x${string}`,
        message,
        signature: signature as `0x${string}`,
      })
    }
    const sig = bs58.decode(signature)
    if (sig.length !== nacl.sign.signatureLength) return false
    return nacl.sign.detached.verify(Buffer.from(message, 'utf8'), sig, bs58.decode(wallet.address))
  } catch {
    return false
  }
}

/**
 * crypto_wallets/authenticate: the signature must match the newest outstanding challenge for
 * this wallet, which a success spends (atomically), so a captured signature cannot be replayed.
 * The first success creates the user (primary) or attaches the wallet to the signed-in user.
 */
export async function authenticateWallet(
  ctx: SigninContext,
  call: CallInfo,
  input: { crypto_wallet_address?: unknown; crypto_wallet_type?: unknown; signature?: unknown },
  durationMinutes: number | undefined,
  current: SigninSession | null,
): Promise<IssuedSession & { walletId: string }> {
  const wallet = parseWallet(input.crypto_wallet_type, input.crypto_wallet_address)
  await rateLimit(ctx, 'walletPerAddress', methodOf(wallet))
  const signature = typeof input.signature === 'string' ? input.signature.trim() : ''
  if (!signature || signature.length > 512) throw signinError('invalid_signature')
  const row = await latestForMethod(ctx, 'crypto_challenge', methodOf(wallet))
  if (
    !row ||
    !(await signatureMatches(wallet, String(row.data.challenge), signature)) ||
    !(await consumeOneTime(ctx, row.id))
  ) {
    throw signinError('unable_to_authenticate_crypto_wallet')
  }
  const ownerFromSession = row.userId ?? current?.userId ?? null
  const walletRow = await ensureWallet(ctx, wallet, ownerFromSession)
  const issued = await issueSession(ctx, {
    userId: walletRow.userId,
    durationMinutes,
    current,
    call,
    factor: {
      type: 'crypto_wallet',
      delivery_method: 'crypto_wallet',
      last_authenticated_at: factorTime(ctx),
      crypto_wallet_factor: {
        crypto_wallet_id: walletRow.id,
        crypto_wallet_address: wallet.address,
        crypto_wallet_type: wallet.type,
      },
    },
  })
  return { ...issued, walletId: walletRow.id }
}

async function ensureWallet(ctx: SigninContext, wallet: Wallet, ownerId: string | null) {
  const { db } = ctx.database
  const where = and(
    eq(signinCryptoWallets.walletType, wallet.type),
    eq(signinCryptoWallets.address, wallet.address),
  )
  const [existing] = await db.select().from(signinCryptoWallets).where(where)
  if (existing) {
    if (!existing.verified) {
      await db.update(signinCryptoWallets).set({ verified: true }).where(where)
    }
    return existing
  }
  const now = ctx.now()
  const userId = ownerId ?? newId('user', ctx.config.envName)
  const id = newId('crypto-wallet', ctx.config.envName)
  await db.transaction(async (tx) => {
    if (!ownerId)
      await tx.insert(signinUsers).values({ id: userId, createdAt: now, updatedAt: now })
    await tx.insert(signinCryptoWallets).values({
      id,
      userId,
      walletType: wallet.type,
      address: wallet.address,
      verified: true,
      createdAt: now,
    })
  })
  return { id, userId }
}
