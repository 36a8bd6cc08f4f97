import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Collection, maxCollectionProofs } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Member } from '../members/member'
import { notPermitted, wrongState } from '../requests/request-errors'
import { collectionRow, ownCollection, wireCollection } from './collections'
import { type CleanImage, cleanProofImage } from './proof-images'

const extensions: Record<CleanImage['format'], string> = { png: 'png', jpeg: 'jpg', webp: 'webp' }

/** The proofs folder (WALLET config `proofDir`): private to the server process, never served statically. */
async function proofDir(ctx: ServerContext): Promise<string> {
  const dir = ctx.config.wallet.proofDir
  await mkdir(dir, { recursive: true, mode: 0o700 })
  return dir
}

/**
 * Adds a proof to the member's collection (PROTOCOL.md section 8): the image is checked and re-encoded first
 * (proof-images.ts), stored under a random name, and recorded in one transaction with the collection locked
 * (its own, awaiting proof or in review: 1006 otherwise, at most 3). A refusal at any point leaves no file and
 * no row behind.
 */
export async function uploadProof(
  ctx: ServerContext,
  member: Member,
  id: number,
  data: Buffer,
): Promise<Collection> {
  const first = await ownCollection(ctx.db, member, id)
  if (first.status !== 'awaitingProof' && first.status !== 'inReview') throw wrongState(first.status)
  const image = await cleanProofImage(data)
  const fileName = `${randomBytes(24).toString('hex')}.${extensions[image.format]}`
  const path = join(await proofDir(ctx), fileName)
  await writeFile(path, image.data, { mode: 0o600, flag: 'wx' })
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await ownCollection(tx, member, id, true)
      if (row.status !== 'awaitingProof' && row.status !== 'inReview') throw wrongState(row.status)
      if (Number(row.proof_count) >= maxCollectionProofs) {
        throw wrongState(row.status, { proofCount: Number(row.proof_count), max: maxCollectionProofs })
      }
      await tx.query(
        `INSERT INTO collection_proofs (collection_id, idx, file_name, content_type, bytes, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, Number(row.proof_count), fileName, image.contentType, image.data.length, Date.now()],
      )
      await tx.query(
        `UPDATE collections SET proof_count = proof_count + 1, status = 'inReview' WHERE id = $1`,
        [id],
      )
    })
  } catch (error) {
    await rm(path, { force: true })
    throw error
  }
  return wireCollection(ctx, await collectionRow(ctx.db, id))
}

export interface ProofImage {
  contentType: string
  data: Buffer
}

/**
 * A proof image for its owner or an operator of the member's brand; anyone else, an unknown collection or an
 * index without a proof is 3004 (the same answer, so nothing is learnt by probing).
 */
export async function readProof(
  ctx: ServerContext,
  reader: Member,
  id: number,
  index: number,
): Promise<ProofImage> {
  const [row] = await ctx.db.query<{
    member_id: number
    product_no: number
    file_name: string
    content_type: string
  }>(
    `SELECT c.member_id, m.product_no, p.file_name, p.content_type FROM collection_proofs p
     JOIN collections c ON c.id = p.collection_id JOIN members m ON m.id = c.member_id
     WHERE p.collection_id = $1 AND p.idx = $2`,
    [id, index],
  )
  if (!row) throw notPermitted()
  const owner = Number(row.member_id) === reader.id
  const operator =
    reader.role === 'operator' && reader.kind === 'registered' && reader.productNo === Number(row.product_no)
  if (!owner && !operator) throw notPermitted()
  // The name is ours (random hex and an extension), never the uploader's: no path can be smuggled in.
  if (!/^[0-9a-f]{48}\.(png|jpg|webp)$/.test(row.file_name))
    throw new Error(`proof ${id}/${index}: a bad file name`)
  return {
    contentType: row.content_type,
    data: await readFile(join(ctx.config.wallet.proofDir, row.file_name)),
  }
}
