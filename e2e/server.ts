/** The e2e suite starts the site through the same helper the benchmarks use. */
export * from '../scripts/lib/site-process';
