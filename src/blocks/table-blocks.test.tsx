// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { storeCurrency } from '@/lib/pricing/currency-store';
import { CARD_FEATURES_DESKTOP_ABOVE_PX, PARTNER_LOGOS_NARROW_BELOW_PX, PARTNER_LOGOS_PER_ROW, PARTNER_LOGOS_PER_ROW_NARROW } from '@/lib/social-proof/constants';
import { renderBlock, blockContext } from '@/test/render-block';
import { badgeImagesBlock } from './badge-images';
import { badgeImagesFixtures } from './badge-images/fixture';
import { featureCardsBlock } from './feature-cards';
import { featureCardsFixtures } from './feature-cards/fixture';
import { HIDDEN_ON_DESKTOP } from './feature-cards/FeatureCards';
import { featureComparisonBlock } from './feature-comparison';
import { featureComparisonFixtures } from './feature-comparison/fixture';
import { metricsBlock } from './metrics';
import { metricsFixtures } from './metrics/fixture';
import { partnerLogosBlock } from './partner-logos';
import { partnerLogosFixtures } from './partner-logos/fixture';
import { PARTNER_LOGO_GRID } from './partner-logos/PartnerLogos';
import { productTableBlock } from './product-table';
import { productTableFixtures } from './product-table/fixture';
import { trustStripBlock } from './trust-strip';
import { trustStripFixtures } from './trust-strip/fixture';
import { productPricingBlock } from './product-pricing';
import { productPricingFixtures } from './product-pricing/fixture';
import { productPricingSchema } from './product-pricing/schema';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

const attributesOf = (list: { attributes: Record<string, unknown> }[], index = 0) => list[index]!.attributes as never;
const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('product pricing table', () => {
  it('starts monthly when isYearly is off; the toggle shows the yearly plans', async () => {
    await renderBlock(productPricingBlock, attributesOf(productPricingFixtures, 0));
    const monthly = screen.getByRole('radio', { name: 'Monthly' });
    expect(monthly).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radiogroup', { name: 'Billing period' })).toBeInTheDocument();
    // The prices name the product prices: Plesk Web Admin 6.49 EUR a month = 7.21 USD on an English page.
    expect(screen.getByRole('cell', { name: '$7.21 / month' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByRole('radio', { name: 'Yearly' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('cell', { name: '$7.21 / month, billed yearly' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: '$7.21 / month' })).toBeNull();
  });

  it('starts yearly when isYearly is on', async () => {
    await renderBlock(productPricingBlock, attributesOf(productPricingFixtures, 1));
    expect(screen.getByRole('radio', { name: 'Yearly' })).toHaveAttribute('aria-checked', 'true');
    // Arrow keys move and check, as in a radio group.
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Yearly' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Monthly' }));
  });

  it('promo label only when promoEnabled is true and a label exists; compareAt struck through', async () => {
    await renderBlock(productPricingBlock, attributesOf(productPricingFixtures, 0));
    const labels = [...document.querySelectorAll('[data-promo-label]')].map((node) => node.textContent);
    expect(labels).toEqual(['10% off']);
    expect(screen.queryByText('Ignored: promo off')).toBeNull();
    document.body.innerHTML = '';
    // The compare-at price names its figure too: the DV certificate's list price (8.99 USD) above its price (4.29 USD).
    await renderBlock(productPricingBlock, { monthlyPlans: [{ feature: 'DV', price: '{product:ssl-dv} / year', promoEnabled: true, promoLabel: '{product:ssl-dv:off} off', compareAt: '{product:ssl-dv:list} / year' }] });
    expect(document.querySelector('s')).toHaveTextContent('Regular price $8.99 / year');
    expect(screen.getByRole('cell', { name: /\$4\.29 \/ year/ })).toBeInTheDocument();
    expect([...document.querySelectorAll('[data-promo-label]')].map((node) => node.textContent)).toEqual(['52% off']);
  });

  it('default background #012856; a colour that is not a colour falls back to it', () => {
    expect(productPricingSchema.parse({ monthlyPlans: [] }).backgroundColor).toBe('#012856');
    expect(productPricingSchema.parse({ backgroundColor: 'red;position:fixed' }).backgroundColor).toBe('#012856');
    expect(productPricingSchema.parse({ backgroundColor: '#0b3a75' }).backgroundColor).toBe('#0b3a75');
    expect(productPricingSchema.parse({ monthlyPlans: [{ feature: 'A', promoEnabled: 'no', promoLabel: 'x' }] }).plans.month[0]?.promoEnabled).toBe(false);
  });

  it('one period only: no toggle', async () => {
    await renderBlock(productPricingBlock, { heading: 'Only yearly', isYearly: false, yearlyPlans: [{ feature: 'Plan', price: '$1' }] });
    expect(screen.queryByRole('radio', { name: 'Monthly' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Plan' })).toBeInTheDocument();
  });
});

describe('feature comparison', () => {
  it('boolean and booleano values show as included / not included; text as written; tooltips', async () => {
    await renderBlock(featureComparisonBlock, attributesOf(featureComparisonFixtures, 0));
    const wide = document.querySelector('[data-comparison="wide"]') as HTMLElement;
    const geo = [...wide.querySelectorAll('li[data-feature="GeoDNS"]')];
    expect(geo.map((li) => li.textContent)).toEqual(['GeoDNSNot included', 'GeoDNSIncluded']);
    expect(within(wide).getAllByRole('button', { name: 'More about Anycast name servers' })).toHaveLength(2);
    // The price names the product price ({product:premium-dns}: 6.49 USD a year), in the description too.
    expect(wide.querySelector('li[data-feature="Price"][data-side="right"]')).toHaveTextContent('From $6.49 per year');
    expect(document.body).toHaveTextContent('Premium DNS starts at $6.49 per year.');
  });

  it('phone: left features only; View more shows both interleaved; Show less goes back', async () => {
    await renderBlock(featureComparisonBlock, attributesOf(featureComparisonFixtures, 0));
    const phone = document.querySelector('[data-comparison="phone"]') as HTMLElement;
    expect(phone.className).toContain('min-[768px]:hidden');
    const sides = () => [...phone.querySelectorAll('li[data-side]')].map((li) => `${li.getAttribute('data-side')}:${li.getAttribute('data-feature')}`);
    expect(sides()).toEqual(['left:Price', 'left:Anycast name servers', 'left:DNSSEC', 'left:GeoDNS', 'left:Uptime commitment']);
    fireEvent.click(within(phone).getByRole('button', { name: 'View more' }));
    expect(sides()).toEqual([
      'left:Price',
      'right:Price',
      'left:Anycast name servers',
      'right:Anycast name servers',
      'left:DNSSEC',
      'right:DNSSEC',
      'left:GeoDNS',
      'right:GeoDNS',
      'left:Uptime commitment',
      'right:Uptime commitment',
      'right:DDoS mitigation',
    ]);
    fireEvent.click(within(phone).getByRole('button', { name: 'Show less' }));
    expect(sides()).toHaveLength(5);
  });

  it("layout 'two' is two cards; any other layout one card with two columns", async () => {
    await renderBlock(featureComparisonBlock, attributesOf(featureComparisonFixtures, 1));
    expect(document.querySelector('[data-comparison="wide"]')?.className).toContain('min-[768px]:block');
  });
});

describe('premium DNS and Plesk licence tables', () => {
  it('the Plesk licence table: 30 rows and the Buy now row', async () => {
    await renderBlock(productTableBlock, attributesOf(productTableFixtures, 1));
    expect(document.querySelector('[data-table]')).toHaveAttribute('data-rows', '30');
    expect(document.querySelectorAll('tbody tr')).toHaveLength(30);
    const footer = document.querySelector('tfoot') as HTMLElement;
    expect(within(footer).getAllByRole('link', { name: 'Buy now' })).toHaveLength(3);
    // The editions' product prices (6.49, 11.49 and 28.50 EUR a month) in the English page's dollars.
    expect(footer).toHaveTextContent('$7.21 per month');
    expect(footer).toHaveTextContent('$12.77 per month');
    expect(footer).toHaveTextContent('$31.67 per month');
    expect(footer.textContent).not.toContain('{');
    // One currency per page: the visitor's pick in the header reaches the table too.
    act(() => storeCurrency('EUR'));
    expect(footer).toHaveTextContent('€6.49 per month');
    expect(footer).toHaveTextContent('€28.50 per month');
    act(() => storeCurrency('USD'));
  });

  it('on /es the Plesk licence table is plain server markup in euros (no island needed)', async () => {
    const { container } = await renderBlock(productTableBlock, attributesOf(productTableFixtures, 1), blockContext({ locale: 'es' }));
    const footer = container.querySelector('tfoot') as HTMLElement;
    expect(footer.textContent).toMatch(/6,49\s€ per month/);
    expect(footer.textContent).toMatch(/28,50\s€ per month/);
  });

  it('the premium DNS table: searchable, 10 per page when per_page is not a number', async () => {
    await renderBlock(productTableBlock, attributesOf(productTableFixtures, 0));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Standard DNS is free; Premium DNS from $6.49 per year');
    expect(rowNames()).toHaveLength(10);
    expect(rowNames()[0]).toBe('Price');
    // The island gets the cells filled: premium DNS's product price, no placeholder.
    expect(document.querySelector('[data-table] tbody tr')).toHaveTextContent('PriceFreeFrom $6.49 per year');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(rowNames()).toEqual(['Record types', 'API access']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the table' }), { target: { value: 'geodns' } });
    expect(rowNames()).toEqual(['GeoDNS and traffic steering']);
    expect(screen.getByRole('status')).toHaveTextContent('1 row');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the table' }), { target: { value: 'zzz' } });
    expect(screen.getByRole('status')).toHaveTextContent('No results found.');
  });

  it('rows from the block’s own dynamicData win; an unknown table fails the block', async () => {
    await renderBlock(productTableBlock, { table: 'premium-dns', dynamicData: { premiumDnsTableData: { columns: ['A', 'B'], rows: [['Inline', 'row']] } } });
    expect(rowNames()).toEqual(['Inline']);
    expect(productTableBlock.resolve({ table: 'prices' })).toMatchObject({ ok: false, field: 'table' });
  });
});

describe('social-proof layout rules as CSS', () => {
  it('partner logos: 5 per row, 3 under 600 px', async () => {
    expect(PARTNER_LOGO_GRID).toContain(`grid-cols-${PARTNER_LOGOS_PER_ROW_NARROW}`);
    expect(PARTNER_LOGO_GRID).toContain(`min-[${PARTNER_LOGOS_NARROW_BELOW_PX}px]:grid-cols-${PARTNER_LOGOS_PER_ROW}`);
    await renderBlock(partnerLogosBlock, attributesOf(partnerLogosFixtures));
    expect(screen.getAllByRole('img')).toHaveLength(10);
    expect(screen.getByAltText('Hostwave')).toBeInTheDocument();
  });

  it('cards show 5 features when wider than 700 px: the sixth and later are hidden above 700 px', async () => {
    expect(HIDDEN_ON_DESKTOP).toBe(`min-[${CARD_FEATURES_DESKTOP_ABOVE_PX + 1}px]:hidden`);
    await renderBlock(featureCardsBlock, attributesOf(featureCardsFixtures, 0));
    const features = [...document.querySelectorAll('article')[0]!.querySelectorAll('li[data-feature]')];
    expect(features).toHaveLength(7);
    expect(features.map((li) => li.className.includes(HIDDEN_ON_DESKTOP))).toEqual([false, false, false, false, false, true, true]);
    // The SSL card's price is the product price ({product:ssl-dv}: DV 4.29 USD a year).
    expect(document.querySelectorAll('article')[1]!.querySelector('li[data-feature="2"]')).toHaveTextContent('From $4.29 per year');
  });

  it('cards in the image / heading / highlights.default shape', async () => {
    await renderBlock(featureCardsBlock, attributesOf(featureCardsFixtures, 1));
    expect(screen.getByRole('heading', { name: 'Membership' })).toBeInTheDocument();
    // The highlights name the membership facts: Basic S 49.99 and Professional S 999.99 a year.
    expect([...document.querySelectorAll('article')[0]!.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Basic from $49.99 a year', 'Professional from $999.99 a year']);
  });

  it('card height: uniform elsewhere, content height on /company/about-us', async () => {
    await renderBlock(featureCardsBlock, attributesOf(featureCardsFixtures, 0), blockContext({ path: '/company/about-us' }));
    expect(document.querySelector('article')).toHaveAttribute('data-card-height', 'content');
    document.body.innerHTML = '';
    await renderBlock(featureCardsBlock, attributesOf(featureCardsFixtures, 0));
    expect(document.querySelector('article')).toHaveAttribute('data-card-height', 'uniform');
  });

  it('badge images: url and alt; unsafe urls dropped', async () => {
    await renderBlock(badgeImagesBlock, attributesOf(badgeImagesFixtures));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['ICANN-accredited registrar', 'ISO 27001 certified', 'GDPR compliant', 'NIS2 ready']);
  });

  it('metrics: every value form rendered, a metric without a value skipped', async () => {
    await renderBlock(metricsBlock, attributesOf(metricsFixtures), blockContext({ locale: 'nl' }));
    const values = [...document.querySelectorAll('li .sr-only')].map((node) => node.textContent);
    expect(values).toEqual(['$10,44/yr', '69%', '2,5M+', '1.900+', 'ISO 27001', '2004', '$4,29 per year']);
  });

  it('trust strip: at most 3 metrics, 0.2 s + 0.12 s stagger, 2.2 s underline, the default badge text', async () => {
    await renderBlock(trustStripBlock, attributesOf(trustStripFixtures, 0));
    const items = [...document.querySelectorAll('li[data-delay]')];
    expect(items.map((item) => item.getAttribute('data-delay'))).toEqual(['0.2', '0.32', '0.44']);
    expect((items[1] as HTMLElement).style.animationDelay).toBe('0.32s');
    expect((items[0]!.querySelector('[aria-hidden="true"].absolute') as HTMLElement).style.animationDuration).toBe('2.2s');
    expect(screen.getByText('ISO 27001 certified, GDPR and NIS2 compliant')).toBeInTheDocument();
    document.body.innerHTML = '';
    await renderBlock(trustStripBlock, attributesOf(trustStripFixtures, 0), blockContext({ locale: 'es' }));
    expect(screen.getByText('Certificación ISO 27001, cumplimiento del RGPD y NIS2')).toBeInTheDocument();
    document.body.innerHTML = '';
    await renderBlock(trustStripBlock, attributesOf(trustStripFixtures, 1));
    expect(screen.getByText('ICANN-accredited registrar')).toBeInTheDocument();
  });
});
