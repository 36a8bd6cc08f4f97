// The limits of the operator reports, plain data without their schemas.

/** The longest range of one daily report: 366 days (a leap year). */
export const maxReportDays = 366
