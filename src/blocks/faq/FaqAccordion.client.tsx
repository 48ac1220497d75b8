'use client';

import * as Accordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import type { FaqMode } from './schema';

export interface FaqAccordionItem {
  value: string;
  question: string;
  answer: ReactNode;
}

/** Radix accordion: 'single' closes the others when one opens; 'multiple' opens items independently. */
export function FaqAccordion({ mode, items, defaultOpen }: { mode: FaqMode; items: FaqAccordionItem[]; defaultOpen: string[] }) {
  const list = items.map((item) => (
    <Accordion.Item key={item.value} value={item.value} className="border-b border-slate-200">
      <Accordion.Header asChild>
        <h3>
          <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 py-4 text-left text-lg font-semibold text-heading hover:text-brand">
            <span>{item.question}</span>
            <span aria-hidden="true" className="text-2xl leading-none transition-transform group-data-[state=open]:rotate-45">
              +
            </span>
          </Accordion.Trigger>
        </h3>
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
