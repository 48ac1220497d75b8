import { defineBlock } from '../define';
import { whoisBlockFixtures } from './fixture';
import { whoisBlockSchema } from './schema';
import { WhoisBlock } from './Whois';

export const whoisBlock = defineBlock({
  name: 'acf/whois',
  title: 'Whois lookup',
  schema: whoisBlockSchema,
  Component: WhoisBlock,
  island: 'WhoisLookup',
  fixtures: whoisBlockFixtures,
});
