import { randomBytes } from 'node:crypto'
import { type SeedPair, type SeedRotation, serverSeedHashOf } from '@sportsbook/sdk/protocol/schemas'
import type { Transaction } from '../../db'

/**
 * The dice seed pairs of the built-in provider (PROTOCOL.md section 10): each member has one active pair, whose
 * server seed's SHA-256 the player sees before betting; each round takes the pair's next nonce; setting a client
 * seed retires the pair, revealing its server seed, and starts a new one at nonce 0.
 */
export interface ActivePair {
  id: number
  serverSeed: string
  serverSeedHash: string
  clientSeed: string
  /** The nonce of the next round. */
  nonce: number
}

/** A fresh secret server seed: 32 random bytes as hex text (the text is the HMAC key). */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex')
}

async function insertPair(tx: Transaction, memberId: number, clientSeed: string): Promise<void> {
  const serverSeed = newServerSeed()
  await tx.query(
    `INSERT INTO house_seed_pairs (member_id, server_seed, server_seed_hash, client_seed, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (member_id) WHERE active DO NOTHING`,
    [memberId, serverSeed, serverSeedHashOf(serverSeed), clientSeed, Date.now()],
  )
}

/** The member's active pair, created (with a random client seed) when it has none; locked until `tx` ends. */
export async function lockActivePair(tx: Transaction, memberId: number): Promise<ActivePair> {
  const select = () =>
    tx.query<{
      id: number
      server_seed: string
      server_seed_hash: string
      client_seed: string
      nonce: number
    }>(
      `SELECT id, server_seed, server_seed_hash, client_seed, nonce FROM house_seed_pairs
       WHERE member_id = $1 AND active FOR UPDATE`,
      [memberId],
    )
  let [row] = await select()
  if (!row) {
    await insertPair(tx, memberId, randomBytes(8).toString('hex'))
    ;[row] = await select()
  }
  if (!row) throw new Error(`no active seed pair for member ${memberId}`)
  return {
    id: Number(row.id),
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
  }
}

/** Takes the active pair's next nonce for a round (the pair stays locked until `tx` ends). */
export async function takeNonce(tx: Transaction, memberId: number): Promise<ActivePair> {
  const pair = await lockActivePair(tx, memberId)
  await tx.query('UPDATE house_seed_pairs SET nonce = nonce + 1 WHERE id = $1', [pair.id])
  return pair
}

export function publicPair(pair: ActivePair): SeedPair {
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce }
}

/** Sets a new client seed: retires the active pair (its server seed revealed) and starts a new one at nonce 0. */
export async function rotatePair(
  tx: Transaction,
  memberId: number,
  clientSeed: string,
): Promise<SeedRotation> {
  const previous = await lockActivePair(tx, memberId)
  await tx.query('UPDATE house_seed_pairs SET active = false, revealed_at = $2 WHERE id = $1', [
    previous.id,
    Date.now(),
  ])
  await insertPair(tx, memberId, clientSeed)
  const next = await lockActivePair(tx, memberId)
  return {
    serverSeedHash: next.serverSeedHash,
    previousServerSeed: previous.serverSeed,
    previousClientSeed: previous.clientSeed,
    clientSeed: next.clientSeed,
    nonce: 0,
  }
}
