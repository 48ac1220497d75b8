'use client';

import * as Accordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import type { FaqMode } from './schema';

export interface FaqAccordionItem {
  value: string;
  question: string;
  answer: ReactNode;
}

/**
 * Radix accordion: 'single' closes the others when one opens; 'multiple' opens items independently.
 * The questions are h3 under the block's own heading, h2 when the block has none (no level skipped).
 */
export function FaqAccordion({ mode, items, defaultOpen, headingLevel = 'h3' }: { mode: FaqMode; items: FaqAccordionItem[]; defaultOpen: string[]; headingLevel?: 'h2' | 'h3' }) {
  const Question = headingLevel;
  const list = items.map((item) => (
    <Accordion.Item key={item.value} value={item.value} className="border-b border-slate-200">
      <Accordion.Header asChild>
        <Question>
          <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 py-4 text-left text-lg font-semibold text-heading hover:text-brand">
            <span>{item.question}</span>
            <span aria-hidden="true" className="text-2xl leading-none transition-transform group-data-[state=open]:rotate-45">
              +
            </span>
          </Accordion.Trigger>
        </Question>
      </Accordion.Header>
      <Accordion.Content className="faq-answer pb-4 text-base leading-relaxed">{item.answer}</Accordion.Content>
    </Accordion.Item>
  ));
  return mode === 'single' ? (
    <Accordion.Root type="single" collapsible defaultValue={defaultOpen[0]} data-mode="single">
      {list}
    </Accordion.Root>
  ) : (
    <Accordion.Root type="multiple" defaultValue={defaultOpen} data-mode="multiple">
      {list}
    </Accordion.Root>
  );
}
