/**
 * The contact hub's in-page anchor for all operations (one of its fixed links, beside the sign-up
 * link to the control panel and the sales inquiries page): the hub's list of everything a visitor
 * can ask for. The support forms on the same page link back
 * to it.
 */
export const ALL_OPERATIONS_ANCHOR = 'all-operations';
