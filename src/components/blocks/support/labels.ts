import en from '../../../../messages/en/support.json';

/** The support namespace (messages/<lang>/support.json); islands receive it as a prop. */
export type SupportLabels = typeof en;
export const englishSupportLabels: SupportLabels = en;
