// The misc section's chunk: its paths, and the check of a pushed notice. The check needs valibot and the notice
// schema; they load here, with the section the notice feed reads its list through, not with the client.
import * as v from 'valibot'
import { type Notice, noticeSchema } from '../../protocol/schemas/notice-shapes'

export { miscPaths } from '../../protocol/catalogue/misc'

/** Whether a main socket `notice` push is a well-formed notice. */
export const isNotice = (payload: unknown): payload is Notice => v.is(noticeSchema, payload)
