// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { FaqBlock } from './Faq';
import { faqSchema } from './schema';

/**
 * Issue 16 point 6: FAQ questions taken from HTML were entity-encoded by the sanitiser and escaped again
 * by React, so '&' showed as '&amp;'. The question is text; the answer stays sanitised HTML.
 */
describe('FAQ questions from HTML', () => {
  // FaqBlock is an async server component: await its element tree, then render it.
  async function renderFaq(items: Array<{ heading: string; text: string }>) {
    const attributes = faqSchema.parse({ type: 'list', items: items.map((item) => ({ ...item, is_open: true })) });
    return render(await FaqBlock({ attributes, innerBlocks: [], context: { locale: 'en', path: '/', pageUri: '/', nonce: 'n' } }));
  }

  it("shows '&' and other entities as the characters, never as '&amp;'", async () => {
    const { container } = await renderFaq([
      { heading: 'Domains &amp; <strong>hosting</strong>: what&#8217;s included?', text: '<p>Q &amp; A</p>' },
      { heading: 'Tom & Jerry &lt;3', text: '<p>x</p>' },
    ]);
    const questions = screen.getAllByRole('button').map((button) => button.textContent);
    expect(questions[0]).toContain('Domains & hosting: what\u2019s included?');
    expect(questions[1]).toContain('Tom & Jerry <3');
    expect(container.textContent).not.toContain('&amp;');
    expect(container.textContent).toContain('Q & A');
    // still no markup from the question: it is text
    expect(container.querySelector('h3 strong')).toBeNull();
  });
});
