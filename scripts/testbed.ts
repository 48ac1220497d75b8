/**
 * npm run testbed — starts the scanner's test bed (unbound + nginx on loopback, see testbed/testbed.ts),
 * prints the environment to point the scanner at it, and stops everything on Ctrl+C.
 */
import { startTestbed } from '../testbed/testbed';
import { NXDOMAIN_HOST, SCENARIOS, SERVFAIL_HOST } from '../testbed/scenarios';

async function main(): Promise<void> {
  const testbed = await startTestbed();
  console.log('Scanner test bed is running. Point the scanner at it with:\n');
  for (const [name, value] of Object.entries(testbed.env)) console.log(`  export ${name}=${value}`);
  console.log('\nScenario hosts:');
  for (const scenario of SCENARIOS) console.log(`  ${scenario.host.padEnd(18)} ${scenario.title} (overall ${scenario.expected.scores.overall})`);
  console.log(`  ${NXDOMAIN_HOST.padEnd(18)} does not exist (NXDOMAIN)`);
  console.log(`  ${SERVFAIL_HOST.padEnd(18)} name server refuses (SERVFAIL)`);
  console.log('\nPress Ctrl+C to stop.');
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    testbed.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
