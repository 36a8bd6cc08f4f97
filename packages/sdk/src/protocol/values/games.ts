// The closed vocabularies of the game shapes, plain data without their schemas: a
// bundle that only reads them loads no schema code.

/** Every value of {@link GameCategory}: the built-in provider's dice and crash. */
export const gameCategories = ['dice', 'crash'] as const
/** The game round statuses. */
export const gameRoundStatuses = ['open', 'won', 'lost'] as const
/** The dice directions. */
export const diceDirections = ['under', 'over'] as const
/** The crash round as the crash namespace pushes it (`round`), from the commit to the crash. */
export const crashPhases = ['betting', 'flying', 'crashed'] as const
