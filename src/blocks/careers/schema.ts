import { z } from 'zod';
import { flag, text, titledAttributes, titledBlock } from '@/components/blocks/attributes';

/**
 * Careers: dynamicData.careers (items with name) are the departments of the filter;
 * form_data {lang, group_by_dept}. Without dynamicData in the attributes, the embedded dynamic
 * data's careers are used.
 */
export const careersSchema = z
  .object({
    ...titledAttributes,
    dynamicData: z.object({ careers: z.array(z.object({ name: text }).loose()).nullish() }).loose().nullish(),
    form_data: z
      .object({ lang: text.optional(), group_by_dept: z.unknown().optional().transform((v) => (v === undefined || v === null || v === '' ? true : flag.parse(v))) })
      .loose()
      .nullish(),
  })
  .transform((value) => ({
    ...titledBlock(value),
    careers: value.dynamicData?.careers ?? null,
    lang: (value.form_data?.lang ?? '').trim().slice(0, 2).toLowerCase(),
    // Grouped by department unless form_data.group_by_dept says otherwise (group by department).
    groupByDepartment: value.form_data?.group_by_dept ?? true,
  }));
export type CareersAttributes = z.output<typeof careersSchema>;
