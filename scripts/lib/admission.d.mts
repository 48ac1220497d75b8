export const START_PER_TURN: number;
/** `gone`, asked when the request's turn comes: true skips it (its client left). */
export function createAdmission(startPerTurn?: number): (start: () => void, gone?: () => boolean) => void;
