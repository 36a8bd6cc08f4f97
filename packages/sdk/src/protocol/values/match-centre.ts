// The incident types of the live match centre, plain data without their schema.

/** Every value of {@link CentreIncidentType}. */
export const centreIncidentTypes = ['goal', 'card', 'penalty', 'corner', 'substitution', 'period'] as const
