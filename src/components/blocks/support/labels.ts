import en from '../../../../messages/en/support.json';

/** The support namespace (messages/<lang>/support.json), as the no-JavaScript result page (TicketResult) and the outcome box read it; the form islands get it from IslandMessages. */
export type SupportLabels = typeof en;
export const englishSupportLabels: SupportLabels = en;
