// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderBlock, blockContext } from '@/test/render-block';
import { careersBlock } from './careers';
import { careersFixtures } from './careers/fixture';
import { resetScriptLoadsForTests } from './careers/recruiting-widget';
import { careersSchema } from './careers/schema';
import { rolesBlock } from './roles';
import { rolesFixtures } from './roles/fixture';
import { timelineBlock } from './timeline';
import { timelineFixtures } from './timeline/fixture';
import { TIMELINE_PAGE_CLASS } from './timeline/TimelineSlider.client';
import { webinarListBlock } from './webinar-list';
import { webinarListFixtures } from './webinar-list/fixture';
import { customerStoriesBlock } from './customer-stories';
import { customerStoriesFixtures } from './customer-stories/fixture';
import { TIMELINE_PHONE_BELOW_PX, TIMELINE_PHONE_MARGIN_PX, TIMELINE_TABLET_BELOW_PX, TIMELINE_TABLET_MARGIN_PX, TIMELINE_DESKTOP_PAGE_WIDTH } from '@/lib/company/timeline';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

const attributesOf = (list: { attributes: Record<string, unknown> }[], index = 0) => list[index]!.attributes as never;

/** jsdom has no media playback: play/pause move `paused` and fire the events a browser fires. */
function fakeMediaPlayback() {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return paused.get(this) ?? true;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (paused.get(this) === false) {
      paused.set(this, true);
      this.dispatchEvent(new Event('pause'));
    }
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
}

afterEach(() => vi.restoreAllMocks());

describe('customer stories', () => {
  it('plays one story at a time: starting another pauses the first and rewinds it', async () => {
    fakeMediaPlayback();
    await renderBlock(customerStoriesBlock, attributesOf(customerStoriesFixtures));
    const videos = document.querySelectorAll('video');
    fireEvent.click(screen.getByRole('button', { name: 'Play the story of Hostwave moved 40,000 domains' }));
    expect(videos[0]!.paused).toBe(false);
    videos[0]!.currentTime = 2.5;
    fireEvent.click(screen.getByRole('button', { name: 'Play the story of Agencia Luz sells .es at cost price' }));
    expect(videos[0]!.paused).toBe(true);
    expect(videos[0]!.currentTime).toBe(0);
    expect(videos[1]!.paused).toBe(false);
    expect(document.querySelectorAll('[data-state="playing"]')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pause the story of Agencia Luz sells .es at cost price' })).toBeInTheDocument();
  });

  it('scrolls the row by a third of its width; captions and story links', async () => {
    await renderBlock(customerStoriesBlock, attributesOf(customerStoriesFixtures));
    const row = document.querySelector('ul') as HTMLUListElement;
    Object.defineProperty(row, 'clientWidth', { configurable: true, value: 900 });
    Object.defineProperty(row, 'scrollWidth', { configurable: true, value: 1400 });
    const scrollBy = vi.fn();
    row.scrollBy = scrollBy as never;
    expect(screen.getByRole('button', { name: 'Scroll stories back' })).toBeDisabled();
    fireEvent.scroll(row);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll stories forward' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 300, behavior: 'smooth' });
    expect(document.querySelector('track')).toHaveAttribute('src', '/media/story-1.vtt');
    expect(screen.getByRole('link', { name: 'Hostwave moved 40,000 domains' })).toHaveAttribute('href', '/membership-plans');
  });
});

describe('Our journey timeline', () => {
  it('renders the wide image, its milestones as text, and the page status', async () => {
    await renderBlock(timelineBlock, attributesOf(timelineFixtures));
    expect(screen.getByRole('img', { name: /Our journey from 2004 to 2025/ })).toHaveAttribute('width', '2868');
    expect(screen.getByText('2004: Founded as a domain registrar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Earlier years' })).toBeDisabled();
    expect(screen.getByText(/Part 1 of \d of the timeline/)).toBeInTheDocument();
  });

  it('the CSS page width is the same rule as timelinePageWidth()', () => {
    expect(TIMELINE_PAGE_CLASS).toBe(
      `w-[calc(100vw-${TIMELINE_PHONE_MARGIN_PX}px)] min-[${TIMELINE_PHONE_BELOW_PX}px]:w-[calc(100vw-${TIMELINE_TABLET_MARGIN_PX}px)] min-[${TIMELINE_TABLET_BELOW_PX}px]:w-[${TIMELINE_DESKTOP_PAGE_WIDTH}px]`,
    );
  });

  it('a timeline without an image fails its block naming the field', () => {
    expect(timelineBlock.resolve({ heading: 'Our journey' })).toMatchObject({ ok: false, field: 'image' });
  });
});

describe('careers', () => {
  afterEach(() => {
    resetScriptLoadsForTests();
    vi.unstubAllEnvs();
    Reflect.deleteProperty(window, 'RTWidget');
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('embedded default: grouped by department; the filter (buttons, or the phone dropdown) narrows it', async () => {
    await renderBlock(careersBlock, attributesOf(careersFixtures));
    expect(screen.getByRole('status')).toHaveTextContent('7 open positions');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Engineering', 'Customer Support', 'Sales', 'Marketing']);
    fireEvent.click(screen.getByRole('button', { name: 'Sales' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 open position');
    expect(screen.getByRole('button', { name: 'Sales' })).toHaveAttribute('aria-pressed', 'true');
    const select = screen.getByRole('combobox', { name: 'Department' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['All vacancies', 'Engineering', 'Customer Support', 'Sales', 'Marketing']);
    fireEvent.change(select, { target: { value: '' } });
    expect(screen.getByRole('status')).toHaveTextContent('7 open positions');
  });

  it('details open in a popup with the sanitised description and the apply link', async () => {
    await renderBlock(careersBlock, attributesOf(careersFixtures));
    fireEvent.click(screen.getByRole('button', { name: 'View details: Content Marketer' }));
    const dialog = screen.getByRole('dialog', { name: 'Content Marketer' });
    expect(within(dialog).getByText(/Write guides, webinars/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', expect.stringMatching(/^mailto:jobs@/));
  });

  it('departments from the block, deduplicated; group_by_dept off lists them flat', async () => {
    expect(careersSchema.parse(attributesOf(careersFixtures, 1)).groupByDepartment).toBe(false);
    expect(careersSchema.parse({}).groupByDepartment).toBe(true);
    await renderBlock(careersBlock, attributesOf(careersFixtures, 1));
    expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual(['Engineering', 'Sales']);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('widget configured: loaded after the page is loaded, re-created when the filter changes', async () => {
    vi.stubEnv('CAREERS_WIDGET_URL', 'https://cdn.example/widget.js');
    vi.stubEnv('CAREERS_COMPANY_ID', 'acme');
    const Widget = vi.fn(function (this: unknown, options: { element: string }) {
      document.getElementById(options.element)?.append(Object.assign(document.createElement('p'), { textContent: 'widget' }));
    });
    await renderBlock(careersBlock, attributesOf(careersFixtures), blockContext({ locale: 'nl' }));
    expect(document.querySelector('[data-careers-mode]')).toHaveAttribute('data-careers-mode', 'widget');
    expect(screen.getByText('Vacatures laden…')).toBeInTheDocument();
    const script = await waitFor(() => {
      const found = document.head.querySelector('script[src="https://cdn.example/widget.js"]') as HTMLScriptElement | null;
      if (!found) throw new Error('no script yet');
      return found;
    });
    expect(script.nonce).toBe('test-nonce');
    Object.assign(window, { RTWidget: Widget });
    act(() => void script.dispatchEvent(new Event('load')));
    await waitFor(() => expect(Widget).toHaveBeenCalledTimes(1));
    expect(Widget.mock.calls[0]![0]).toMatchObject({ companies: ['acme'], language: 'nl', detailsMode: 'popup', departmentsFilter: [], flags: { showLocation: true, showCountry: true, showCity: true, groupByDepartment: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Sales' }));
    await waitFor(() => expect(Widget).toHaveBeenCalledTimes(2));
    expect(Widget.mock.calls[1]![0]).toMatchObject({ departmentsFilter: ['Sales'] });
    expect(screen.getAllByText('widget')).toHaveLength(1);
    expect(document.head.querySelectorAll('script[src="https://cdn.example/widget.js"]')).toHaveLength(1);
  });

  it("a widget that fails to load is only logged: 'Script failed to load'", async () => {
    vi.stubEnv('CAREERS_WIDGET_URL', 'https://cdn.example/broken.js');
    vi.stubEnv('CAREERS_COMPANY_ID', 'acme');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderBlock(careersBlock, attributesOf(careersFixtures));
    const script = await waitFor(() => {
      const found = document.head.querySelector('script[src="https://cdn.example/broken.js"]');
      if (!found) throw new Error('no script yet');
      return found;
    });
    act(() => void script.dispatchEvent(new Event('error')));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Script failed to load: https://cdn.example/broken.js'));
    expect(document.querySelector('[data-widget-state]')).toHaveAttribute('data-widget-state', 'failed');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a widget url without a company id is logged and the embedded vacancies are listed', async () => {
    vi.stubEnv('CAREERS_WIDGET_URL', 'https://cdn.example/widget.js');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderBlock(careersBlock, attributesOf(careersFixtures));
    expect(document.querySelector('[data-careers-mode]')).toHaveAttribute('data-careers-mode', 'embedded');
    expect(error.mock.calls[0]?.[0]).toMatch(/CAREERS_COMPANY_ID is required/);
  });
});

describe('roles tabs', () => {
  it('tech roles first and open by default; the non-tech tab switches', async () => {
    await renderBlock(rolesBlock, attributesOf(rolesFixtures));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tech roles', 'Non-tech roles']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Backend engineering');
    fireEvent.mouseDown(tabs[1]!, { button: 0 });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Customer support');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Marketing');
  });

  it('cards have a uniform height elsewhere and their content height on /company/about-us', async () => {
    await renderBlock(rolesBlock, attributesOf(rolesFixtures));
    expect(screen.getByText('Backend engineering').closest('li')?.className).toContain('min-h-80');
    document.body.innerHTML = '';
    await renderBlock(rolesBlock, attributesOf(rolesFixtures), blockContext({ path: '/company/about-us' }));
    expect(screen.getByText('Backend engineering').closest('li')?.className).not.toContain('min-h-80');
  });
});

describe('webinar list', () => {
  it('a thumbnail opens the modal player on its file; closing clears the source', async () => {
    fakeMediaPlayback();
    await renderBlock(webinarListBlock, attributesOf(webinarListFixtures));
    expect(screen.getAllByRole('button', { name: /Play the webinar/ })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Play the webinar DNSSEC in 30 minutes' }));
    const dialog = screen.getByRole('dialog', { name: 'Webinar: DNSSEC in 30 minutes' });
    const video = dialog.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/media/webinar.webm');
    const pause = vi.spyOn(video, 'pause');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the player' }));
    expect(pause).toHaveBeenCalled();
    expect(video.hasAttribute('src')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
