// The incident types of the live match centre (PROTOCOL.md section 12), plain data without their schema.

/** Every value of {@link CentreIncidentType}. */
export const centreIncidentTypes = ['goal', 'card', 'penalty', 'corner', 'substitution', 'period'] as const
