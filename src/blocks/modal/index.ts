import { defineBlock } from '../define';
import { modalFixtures } from './fixture';
import { ModalBlock } from './ModalBlock';
import { modalBlockSchema } from './schema';

export const modalBlock = defineBlock({
  name: 'acf/modal',
  title: 'Modal',
  schema: modalBlockSchema,
  Component: ModalBlock,
  island: 'ModalDialog',
  fixtures: modalFixtures,
});
