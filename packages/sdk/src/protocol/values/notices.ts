// The kinds and statuses of notices and red envelopes, plain data without their schemas.

/** Every value of {@link NoticeKind}: a notice, a news item, or a line of the scrolling marquee. */
export const noticeKinds = ['notice', 'news', 'marquee'] as const
/** The red envelope statuses. */
export const redEnvelopeStatuses = ['upcoming', 'open', 'finished'] as const
