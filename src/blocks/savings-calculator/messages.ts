/** The SavingsCalculator island's messages (pricing.json). */
export const savingsCalculatorMessages = ['pricing.calculator', 'pricing.tldTable.renewsAt', 'pricing.loading', 'pricing.previous', 'pricing.next', 'pricing.page', 'pricing.first'] as const;
