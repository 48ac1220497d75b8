// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { WALL_INITIAL_COUNT } from '@/lib/social-proof/constants';
import { renderBlock, blockContext } from '@/test/render-block';
import { testimonialCarouselBlock } from './testimonial-carousel';
import { testimonialCarouselFixtures } from './testimonial-carousel/fixture';
import { testimonialsWallBlock } from './testimonials-wall';
import { testimonialsWallFixtures } from './testimonials-wall/fixture';
import { formatWallDate, testimonialsWallSchema } from './testimonials-wall/schema';
import { testimonialsBlock } from './testimonials';
import { testimonialsFixtures } from './testimonials/fixture';
import { testimonialsBlockSchema } from './testimonials/schema';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

const fixture = (list: { attributes: Record<string, unknown> }[], index: number) => list[index]!.attributes as never;

describe('testimonials schema', () => {
  it('picks the variant from advIdentity or variation', () => {
    expect(testimonialsBlockSchema.parse({ variation: 'v1' }).variant).toBe('v1');
    expect(testimonialsBlockSchema.parse({ advIdentity: 'v4' }).variant).toBe('v4');
    expect(testimonialsBlockSchema.parse({ variation: 'testimonials-v4' }).variant).toBe('v4');
    expect(testimonialsBlockSchema.parse({ variation: 'v9' }).variant).toBe('basic');
    expect(testimonialsBlock.variants).toEqual(['v1', 'v4']);
  });

  it('drops testimonials without text (basic, v4); v1 slides without an image', () => {
    const basic = testimonialsBlockSchema.parse(fixture(testimonialsFixtures, 0));
    expect(basic.testimonials.map((item) => item.name)).toEqual(['Maria van der Berg', 'Javier Ortega Ruiz', '']);
    const v4 = testimonialsBlockSchema.parse(fixture(testimonialsFixtures, 2));
    expect(v4.testimonials.map((item) => item.name)).toEqual(['Anouk de Vries', 'Lars Nordin', 'Priya Raman']);
    const v1 = testimonialsBlockSchema.parse({ variation: 'v1', testimonials: [{ image: '/a.svg', alt: 'A' }, { alt: 'no image' }, { image: 'javascript:alert(1)' }] });
    expect(v1.testimonials).toHaveLength(1);
    expect(v1.testimonials[0]?.image).toMatchObject({ url: '/a.svg', alt: 'A' });
  });

  it('reads the basic, static and v4 field names into one shape', () => {
    const parsed = testimonialsBlockSchema.parse({
      testimonials: [
        { testimonial: 'T', client_name: 'N', client_company: 'C', logo: '/l.svg' },
        { message: 'M', name: 'Name', position: 'P', mainImage: { url: '/m.svg' }, hasVideo: true, videoUrl: '/v.webm' },
        { text: 'X', name: 'V4', role: 'R', image: '/i.svg' },
      ],
    });
    expect(parsed.testimonials).toMatchObject([
      { text: 'T', name: 'N', company: 'C', logo: { url: '/l.svg' } },
      { text: 'M', name: 'Name', role: 'P', image: { url: '/m.svg' }, videoUrl: '/v.webm' },
      { text: 'X', name: 'V4', role: 'R', image: { url: '/i.svg' } },
    ]);
  });
});

describe('testimonials rendering', () => {
  it('basic: initials from the first two words, NA without a name, 64 px avatars', async () => {
    await renderBlock(testimonialsBlock, fixture(testimonialsFixtures, 0));
    expect(screen.getByRole('region', { name: 'Testimonials' })).toHaveAttribute('data-autoplay', '13000');
    const initials = [...document.querySelectorAll('[data-initials]')].map((node) => node.textContent);
    expect(initials).toEqual(['JO', 'NA']);
    for (const avatar of document.querySelectorAll('[data-initials], img[width="64"]')) expect((avatar as HTMLElement).style.width).toBe('64px');
    expect(screen.queryByText('Nobody Quoted')).toBeNull();
    expect(screen.getAllByRole('group', { name: /Testimonial \d of 3/ })).toHaveLength(3);
  });

  it('v1: an image slider looping every 4000 ms beside the left content', async () => {
    await renderBlock(testimonialsBlock, fixture(testimonialsFixtures, 1));
    expect(screen.getByRole('region', { name: 'Testimonials' })).toHaveAttribute('data-autoplay', '4000');
    expect(screen.getByRole('heading', { name: 'Loved by 10,000+ resellers' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Five stars/ })).toHaveLength(3);
  });

  it('v4: logo, five stars, name, role and text; the call to action', async () => {
    await renderBlock(testimonialsBlock, fixture(testimonialsFixtures, 2));
    const first = screen.getAllByRole('group', { name: /Testimonial 1 of 3/ })[0]!;
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' }).querySelectorAll('svg')).toHaveLength(5);
    expect(within(first).getByAltText('Cloudbay')).toBeInTheDocument();
    expect(within(first).getByText('Anouk de Vries')).toBeInTheDocument();
    expect(within(first).getByText('Founder, Cloudbay')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare memberships' })).toHaveAttribute('href', '/membership-plans');
  });

  it('labels in Dutch', async () => {
    await renderBlock(testimonialsBlock, fixture(testimonialsFixtures, 2), blockContext({ locale: 'nl' }));
    expect(screen.getByRole('button', { name: 'Volgende ervaring' })).toBeInTheDocument();
  });
});

describe('testimonials wall', () => {
  it('shows 6, then 6 more per Load More until all are shown; the button then goes', async () => {
    await renderBlock(testimonialsWallBlock, fixture(testimonialsWallFixtures, 0));
    const cards = () => document.querySelectorAll('ul[data-visible] > li');
    expect(cards()).toHaveLength(WALL_INITIAL_COUNT);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 6 of 14 testimonials');
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(cards()).toHaveLength(12);
    expect(document.activeElement).toBe(cards()[6]);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(cards()).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(screen.queryByText('Silent Reviewer')).toBeNull();
  });

  it('columns 3 / 2 below 1024 / 1 below 640, as CSS', async () => {
    await renderBlock(testimonialsWallBlock, fixture(testimonialsWallFixtures, 0));
    expect(document.querySelector('ul[data-visible]')?.className).toMatch(/columns-1 .*min-\[640px\]:columns-2 .*min-\[1024px\]:columns-3/);
  });

  it('drops wall testimonials without text; formats ISO dates in the page language', () => {
    expect(testimonialsWallSchema.parse({ testimonials: [{ name: 'A', description: '' }, { name: 'B', description: 'Hi' }] }).testimonials.map((t) => t.name)).toEqual(['B']);
    expect(formatWallDate('2025-03-05', 'en-US')).toBe('March 5, 2025');
    expect(formatWallDate('2025-03-05', 'es-ES')).toBe('5 de marzo de 2025');
    expect(formatWallDate('last spring', 'en-US')).toBe('last spring');
  });
});

describe('testimonial carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const current = () => Number(document.querySelector('[data-current]')?.getAttribute('data-current'));

  it('advances every 7000 ms with a 400 ms fade; dots jump to a slide', async () => {
    await renderBlock(testimonialCarouselBlock, fixture(testimonialCarouselFixtures, 0));
    expect(document.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(5);
    expect(screen.getAllByRole('group', { name: /Testimonial \d of 5/ })).toHaveLength(1);
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(6999));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    const slide = document.querySelector('[aria-label="Testimonial 1 of 5"]') as HTMLElement;
    expect(slide.style.transitionDuration).toBe('400ms');
    expect(slide).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Go to testimonial 4' }));
    expect(current()).toBe(3);
    expect(screen.getByRole('button', { name: 'Go to testimonial 4' })).toHaveAttribute('aria-current', 'true');
  });

  it('pauses while the video modal is open; closing it removes the player', async () => {
    await renderBlock(testimonialCarouselBlock, fixture(testimonialCarouselFixtures, 0));
    fireEvent.click(screen.getByRole('button', { name: 'Play the video of Maria van der Berg' }));
    const dialog = screen.getByRole('dialog', { name: 'Video testimonial of Maria van der Berg' });
    expect(dialog.querySelector('video')).toHaveAttribute('src', '/media/story-1.webm');
    act(() => vi.advanceTimersByTime(21000));
    expect(current()).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('video')).toBeNull();
  });

  it('lists up to 3 others as a preview (shown above 700 px); a preview opens its testimonial', async () => {
    await renderBlock(testimonialCarouselBlock, fixture(testimonialCarouselFixtures, 0));
    const previews = screen.getByRole('heading', { name: 'More testimonials' }).parentElement!;
    expect(previews.className).toContain('min-[701px]:block');
    const buttons = within(previews).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show the testimonial of Javier Ortega',
      'Show the testimonial of Lars Nordin',
      'Show the testimonial of NA',
    ]);
    fireEvent.click(buttons[1]!);
    expect(current()).toBe(2);
  });
});
