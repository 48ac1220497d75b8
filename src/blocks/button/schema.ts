import { z } from 'zod';
import { buttonSchema, commonAttributes } from '@/components/blocks/attributes';

export const buttonBlockSchema = z.object({ ...commonAttributes, button: buttonSchema, button_2: buttonSchema.optional() });
export type ButtonBlockAttributes = z.output<typeof buttonBlockSchema>;
