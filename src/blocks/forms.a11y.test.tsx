// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { formsSetup } from '@/components/blocks/forms/forms-setup';
import { leadFormMessages, newsletterFormMessages } from '@/components/blocks/forms/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { leadFormBlock } from './lead-form';
import { LeadForm } from './lead-form/LeadForm.client';
import { newsletterBlock } from './newsletter';
import { NewsletterForm } from './newsletter/NewsletterForm.client';
import type { BlockContext } from './types';

async function serious(container: HTMLElement): Promise<string[]> {
  // jsdom has no layout: colour contrast is checked in the browser (e2e), not here.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe.each(['en', 'es', 'nl'] as const)('the first-party forms are accessible (%s)', (locale) => {
  const context: BlockContext = { locale, path: '/blocks', pageUri: '/blocks', nonce: 'n' };
  const setup = formsSetup(locale);

  it.each([newsletterBlock, leadFormBlock].flatMap((block) => block.fixtures.map((fixture) => [block.name, fixture.title, block, fixture] as const)))('%s: %s', async (_name, _title, block, fixture) => {
    const resolved = block.resolve(fixture.attributes);
    if (!resolved.ok) throw new Error(resolved.message);
    const { container } = render(<main>{resolved.render([], context, null) as ReactNode}</main>);
    expect(await serious(container)).toEqual([]);
  });

  it('the newsletter form and the lead form, also while showing field errors', async () => {
    const { container } = render(
      <main>
        <IslandMessages locale={locale} namespaces={newsletterFormMessages}>
          <NewsletterForm locale={locale} formId="f" pagePath="/" legalLinks={setup.links} delayMs={0} />
        </IslandMessages>
        <IslandMessages locale={locale} namespaces={leadFormMessages}>
          <LeadForm locale={locale} formId="f" portalId="" pagePath="/" legalLinks={setup.links} large />
        </IslandMessages>
      </main>,
    );
    await screen.findByTestId('newsletter-form');
    expect(await serious(container)).toEqual([]);
    for (const button of screen.getAllByRole('button')) fireEvent.click(button);
    await screen.findAllByText(setup.messages.errors['consent-required']);
    expect(await serious(container)).toEqual([]);
  });
});
