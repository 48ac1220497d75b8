export const START_PER_TURN: number;
export function createAdmission(startPerTurn?: number): (start: () => void) => void;
