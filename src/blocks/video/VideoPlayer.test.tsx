// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderIsland } from '@/test/render-island';
import { videoPlayerMessages } from '@/components/blocks/video/messages';
import { ModalProvider, useModal } from '@/components/modal/ModalContext';
import type { BlockContext } from '../types';
import { videoBlock } from '.';
import { videoBlockFixtures } from './fixture';
import { videoBlockSchema } from './schema';
import { VideoBlock } from './Video';
import { VideoModalScope } from '@/components/blocks/video/VideoModalScope.client';
import { VideoPlayer } from '@/components/blocks/video/VideoPlayer.client';
import { OVERLAY_FADE_MS, VIDEO_PLAYER_DELAY_MS, youtubeEmbedUrl } from '@/lib/video/youtube';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

/** Renders inside the messages the video's server components give the player. */
const render = (ui: ReactElement) => renderIsland(ui, { namespaces: videoPlayerMessages });
const embedUrl = youtubeEmbedUrl('aqz-KE-bpKQ', { autoplay: false, controls: true, loop: false, modestbranding: true });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function frame(): HTMLIFrameElement | null {
  return document.querySelector('iframe');
}

/** Creates the player (8000 ms), lets it "load", and spies on the commands it receives. */
function loadPlayer(wait = VIDEO_PLAYER_DELAY_MS) {
  act(() => vi.advanceTimersByTime(wait));
  const iframe = frame();
  if (!iframe?.contentWindow) throw new Error('no player iframe');
  const postMessage = vi.spyOn(iframe.contentWindow, 'postMessage').mockImplementation(() => {});
  fireEvent.load(iframe);
  const commands = () =>
    postMessage.mock.calls.map(([message]) => JSON.parse(String(message)) as { event: string; func?: string }).filter((message) => message.event === 'command').map((message) => message.func);
  return { iframe, commands, postMessage };
}

describe('VideoPlayer', () => {
  it('starts as poster plus a real play button', () => {
    render(<VideoPlayer embedUrl={embedUrl} poster={<span role="img" aria-label="Poster" />} />);
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Poster' })).toBeInTheDocument();
    expect(frame()).toBeNull();
  });

  it('creates the privacy-enhanced player only after 8000 ms', () => {
    render(<VideoPlayer embedUrl={embedUrl} />);
    act(() => vi.advanceTimersByTime(VIDEO_PLAYER_DELAY_MS - 1));
    expect(frame()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const url = new URL(frame()?.getAttribute('src') ?? '');
    expect(url.searchParams.get('autoplay')).toBe('0');
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/aqz-KE-bpKQ');
    expect(url.searchParams.get('enablejsapi')).toBe('1');
    expect(url.searchParams.get('origin')).toBe(window.location.origin);
    expect(frame()).toHaveAttribute('title', 'Video player');
  });

  it('a click hides the overlay at once; play is applied 8000 ms after the click, not before', () => {
    render(<VideoPlayer embedUrl={embedUrl} />);
    const { commands, iframe } = loadPlayer();
    expect(commands()).toEqual(['pauseVideo']);
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(screen.queryByRole('button', { name: 'Play video' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    act(() => vi.advanceTimersByTime(VIDEO_PLAYER_DELAY_MS - 1));
    expect(commands()).toEqual(['pauseVideo']);
    expect(iframe).toHaveAttribute('inert');
    act(() => vi.advanceTimersByTime(1));
    expect(commands()).toEqual(['pauseVideo', 'playVideo']);
    expect(iframe).not.toHaveAttribute('inert');
    expect(screen.queryByRole('status')).toBeNull();
    // Focus is not lost when the button goes: it moves to the player once it plays.
    expect(document.activeElement).toBe(iframe);
  });

  it('applies pause on load, to the YouTube origin only; a click plays 8000 ms later', () => {
    render(<VideoPlayer embedUrl={embedUrl} />);
    const { commands, postMessage, iframe } = loadPlayer();
    expect(commands()).toEqual(['pauseVideo']);
    expect(iframe).toHaveAttribute('inert');
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    act(() => vi.advanceTimersByTime(VIDEO_PLAYER_DELAY_MS));
    expect(commands()).toEqual(['pauseVideo', 'playVideo']);
    expect(postMessage.mock.calls.map((call) => call[1])).toEqual(Array(3).fill('https://www.youtube-nocookie.com'));
    expect(JSON.parse(String(postMessage.mock.calls[0]?.[0]))).toMatchObject({ event: 'listening' });
  });

  it('a click before the player exists: created at 8000 ms from mount, playing 8000 ms after the click', () => {
    render(<VideoPlayer embedUrl={embedUrl} />);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    const { commands } = loadPlayer(VIDEO_PLAYER_DELAY_MS - 3000);
    expect(new URL(frame()?.getAttribute('src') ?? '').searchParams.get('autoplay')).toBe('0');
    expect(commands()).toEqual(['pauseVideo']);
    act(() => vi.advanceTimersByTime(2999));
    expect(commands()).toEqual(['pauseVideo']);
    act(() => vi.advanceTimersByTime(1));
    expect(commands()).toEqual(['pauseVideo', 'playVideo']);
  });

  it('re-applies the state when the player reports onReady, ignoring other senders', () => {
    render(<VideoPlayer embedUrl={embedUrl} />);
    const { commands, iframe } = loadPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    act(() => vi.advanceTimersByTime(VIDEO_PLAYER_DELAY_MS));
    expect(commands()).toEqual(['pauseVideo', 'playVideo']);
    const ready = JSON.stringify({ event: 'onReady', info: null });
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: ready, origin: 'https://evil.example', source: iframe.contentWindow }));
      window.dispatchEvent(new MessageEvent('message', { data: ready, origin: 'https://www.youtube-nocookie.com', source: window }));
    });
    expect(commands()).toEqual(['pauseVideo', 'playVideo']);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: ready, origin: 'https://www.youtube-nocookie.com', source: iframe.contentWindow }));
    });
    expect(commands()).toEqual(['pauseVideo', 'playVideo', 'playVideo']);
  });

  it('autoplay starts in the playing state without the overlay', () => {
    render(<VideoPlayer embedUrl={embedUrl} autoplay />);
    expect(screen.queryByRole('button', { name: 'Play video' })).toBeNull();
    const { commands } = loadPlayer();
    expect(commands()).toEqual(['playVideo']);
  });

  describe("the second variant ('overlay-fade')", () => {
    it('creates nothing before the click; the overlay slides and fades for 500 ms, then the player loads and plays', () => {
      render(<VideoPlayer embedUrl={embedUrl} mode="overlay-fade" poster={<span role="img" aria-label="Poster" />} />);
      act(() => vi.advanceTimersByTime(VIDEO_PLAYER_DELAY_MS * 2));
      expect(frame()).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
      // Leaving: the overlay is still there, sliding and fading.
      const overlay = screen.getByRole('button', { name: 'Play video' });
      expect(overlay).toHaveAttribute('data-leaving', 'true');
      expect(overlay.className).toMatch(/duration-500/);
      expect(overlay.className).toMatch(/opacity-0/);
      expect(overlay.className).toMatch(/translate-y-full/);
      act(() => vi.advanceTimersByTime(OVERLAY_FADE_MS - 1));
      expect(frame()).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('button', { name: 'Play video' })).toBeNull();
      const url = new URL(frame()?.getAttribute('src') ?? '');
      expect(url.searchParams.get('autoplay')).toBe('1');
      const { commands } = loadPlayer(0);
      expect(commands()).toEqual(['playVideo']);
      expect(screen.queryByTestId('video-poster')).toBeNull();
    });

    it('the block picks it by advIdentity overlay-fade; anything else is the 8000 ms variant', () => {
      expect(videoBlockSchema.parse({ advIdentity: 'overlay-fade', video: { url: 'https://youtu.be/aqz-KE-bpKQ' } }).mode).toBe('overlay-fade');
      expect(videoBlockSchema.parse({ video: { url: 'https://youtu.be/aqz-KE-bpKQ' } }).mode).toBe('delayed');
      expect(videoBlockSchema.parse({ advIdentity: 'other', video: { url: 'https://youtu.be/aqz-KE-bpKQ' } }).mode).toBe('delayed');
    });
  });

  describe('inside a modal', () => {
    function ModalControls() {
      const { openModal, closeModal } = useModal();
      return (
        <>
          <button type="button" onClick={() => openModal('tour')}>open</button>
          <button type="button" onClick={closeModal}>close</button>
          <button type="button" onClick={() => openModal('other')}>other</button>
        </>
      );
    }

    it.each([
      ['prop', (player: React.ReactNode) => player, 'tour'],
      ['scope', (player: React.ReactNode) => <VideoModalScope modalId="tour">{player}</VideoModalScope>, ''],
    ])('closing the modal (modal id from %s) pauses and brings the overlay back', (_, wrap, modalId) => {
      render(
        <ModalProvider>
          <ModalControls />
          {wrap(<VideoPlayer embedUrl={embedUrl} modalId={modalId} />)}
        </ModalProvider>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'open' }));
      const { commands } = loadPlayer();
      fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
      act(() => vi.advanceTimersByTime(VIDEO_PLAYER_DELAY_MS));
      expect(commands()).toEqual(['pauseVideo', 'playVideo']);
      // Closing resets to paused at once.
      fireEvent.click(screen.getByRole('button', { name: 'close' }));
      expect(commands()).toEqual(['pauseVideo', 'playVideo', 'pauseVideo']);
      expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
      // Re-opening keeps it paused until the next click (and 8000 ms).
      fireEvent.click(screen.getByRole('button', { name: 'open' }));
      act(() => vi.advanceTimersByTime(VIDEO_PLAYER_DELAY_MS));
      expect(commands()).toHaveLength(3);
      fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
      act(() => vi.advanceTimersByTime(VIDEO_PLAYER_DELAY_MS));
      fireEvent.click(screen.getByRole('button', { name: 'other' }));
      expect(commands()).toEqual(['pauseVideo', 'playVideo', 'pauseVideo', 'playVideo', 'pauseVideo']);
      // A play pending when the modal closes never reaches the player.
      fireEvent.click(screen.getByRole('button', { name: 'open' }));
      fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
      fireEvent.click(screen.getByRole('button', { name: 'close' }));
      act(() => vi.advanceTimersByTime(VIDEO_PLAYER_DELAY_MS));
      expect(commands().at(-1)).toBe('pauseVideo');
    });

    it('a video outside any modal ignores modal changes', () => {
      render(
        <ModalProvider>
          <ModalControls />
          <VideoPlayer embedUrl={embedUrl} />
        </ModalProvider>,
      );
      const { commands } = loadPlayer();
      fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
      act(() => vi.advanceTimersByTime(VIDEO_PLAYER_DELAY_MS));
      fireEvent.click(screen.getByRole('button', { name: 'open' }));
      fireEvent.click(screen.getByRole('button', { name: 'close' }));
      expect(commands()).toEqual(['pauseVideo', 'playVideo']);
    });
  });
});

describe('video block', () => {
  const context: BlockContext = { locale: 'es', path: '/blocks', pageUri: '/blocks', nonce: 'n' };

  it('parses the on/off settings with controls on by default', () => {
    const parsed = videoBlockSchema.parse({ video: { url: 'https://youtu.be/aqz-KE-bpKQ', loop: 'on' }, overlayColor: '#123456' });
    expect(parsed.options).toEqual({ autoplay: false, controls: true, loop: true, modestbranding: false });
    expect(parsed.videoId).toBe('aqz-KE-bpKQ');
    expect(parsed.overlayColor).toBe('#123456');
  });

  it('accepts a poster with only a url, a poster string, and a modal setting', () => {
    const parsed = videoBlockSchema.parse({ video: { url: 'https://youtu.be/aqz-KE-bpKQ' }, poster: { url: '/poster.jpg' }, modal: { enabled: 'on', modal_id: 'tour' } });
    expect(parsed.poster).toMatchObject({ url: '/poster.jpg', alt: '' });
    expect(parsed.modalId).toBe('tour');
    expect(videoBlockSchema.parse({ video: { url: 'https://youtu.be/aqz-KE-bpKQ' }, poster: '/p.jpg' }).poster?.url).toBe('/p.jpg');
    expect(videoBlockSchema.parse({ video: { url: 'https://youtu.be/aqz-KE-bpKQ' }, modal: { enabled: false, modal_id: 'tour' } }).modalId).toBe('');
    expect(videoBlockSchema.parse({ video: { url: 'https://youtu.be/aqz-KE-bpKQ' }, overlayColor: 'red;x:y' }).overlayColor).toBeUndefined();
  });

  it('fails a url that is not a YouTube video, naming the field', () => {
    expect(videoBlock.resolve({ video: { url: 'https://vimeo.com/1' } })).toMatchObject({ ok: false, field: 'video.url' });
  });

  it('renders the poster and a translated play button', async () => {
    const attributes = videoBlockSchema.parse({ video: { url: 'https://youtu.be/aqz-KE-bpKQ' }, poster: { url: 'https://cdn.example.com/poster.jpg', alt: 'Tour' } });
    render(await VideoBlock({ attributes, innerBlocks: [], context }));
    expect(screen.getByRole('button', { name: 'Reproducir vídeo' })).toBeInTheDocument();
    expect(screen.getByAltText('Tour')).toBeInTheDocument();
  });

  it('every fixture parses', () => {
    for (const fixture of videoBlockFixtures) expect(videoBlock.resolve(fixture.attributes).ok).toBe(true);
  });
});
