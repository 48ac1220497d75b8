/** The messages of the product table view (TableView.client.tsx): its search and count, and the pagination bar's. */
export const tableViewMessages = ['marketingSocial.table', 'blocks.pagination'] as const;
