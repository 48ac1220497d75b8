import { defineBlock } from '../define';
import { ContactHubBlock } from './ContactHub';
import { contactHubFixtures } from './fixture';
import { contactHubSchema } from './schema';

export const contactHubBlock = defineBlock({
  name: 'acf/contact-hub',
  title: 'Contact hub',
  schema: contactHubSchema,
  Component: ContactHubBlock,
  island: 'ModalLink + DisclosureForm',
  fixtures: contactHubFixtures,
});
