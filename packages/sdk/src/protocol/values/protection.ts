// The limits of player protection's reads, plain data without their schemas.

/** The longest statement range: 366 days (any range up to a year). */
export const maxStatementDays = 366
