import '@testing-library/jest-dom/vitest';
import path from 'node:path';
import { inject } from 'vitest';

// Each worker's stores under the run's own folder (src/test/global-setup.ts), set again before every
// file: a test that unsets DATA_DIR when it is done must not send the next file to ./data.
if (!process.env.DATA_DIR) process.env.DATA_DIR = path.join(inject('unitDataRoot'), `worker-${process.env.VITEST_POOL_ID ?? '0'}`);
