import { listeningMessage, playerCommandMessage, playerEventName, safeCssColor, youtubeEmbedUrl, youtubeVideoId } from './youtube';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/a1B2c3D4e5_', 'a1B2c3D4e5_'],
    ['//www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s -> %s', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });

  it.each([
    '',
    'https://vimeo.com/123456789',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UCabcdefghijk',
    'https://evil.example/embed/dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a url at all',
  ])('rejects %s', (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });
});

describe('youtubeEmbedUrl', () => {
  it('uses the privacy-enhanced host with the JS API and maps on/off to 1/0', () => {
    const url = new URL(youtubeEmbedUrl('dQw4w9WgXcQ', { autoplay: false, controls: true, loop: false, modestbranding: true }));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ enablejsapi: '1', autoplay: '0', controls: '1', loop: '0', modestbranding: '1' });
    expect(url.searchParams.has('playlist')).toBe(false);
    expect(url.searchParams.has('mute')).toBe(false);
  });

  it('loops with playlist=<id>, mutes autoplay and passes the origin', () => {
    const url = new URL(youtubeEmbedUrl('dQw4w9WgXcQ', { autoplay: true, controls: false, loop: true, modestbranding: false }, 'https://www.example.com'));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      controls: '0',
      loop: '1',
      playlist: 'dQw4w9WgXcQ',
      modestbranding: '0',
      origin: 'https://www.example.com',
    });
  });
});

describe('playerCommandMessage', () => {
  it('is the iframe API command as JSON', () => {
    expect(JSON.parse(playerCommandMessage('playVideo'))).toEqual({ event: 'command', func: 'playVideo', args: [] });
    expect(JSON.parse(playerCommandMessage('pauseVideo'))).toMatchObject({ func: 'pauseVideo' });
  });
});

describe('safeCssColor', () => {
  it('keeps colours and drops anything else', () => {
    expect(safeCssColor('#0a58ca')).toBe('#0a58ca');
    expect(safeCssColor(' rgba(0, 0, 0, 0.5) ')).toBe('rgba(0, 0, 0, 0.5)');
    expect(safeCssColor('navy')).toBe('navy');
    expect(safeCssColor('red; background: url(x)')).toBeUndefined();
    expect(safeCssColor('url(javascript:alert(1))')).toBeUndefined();
    expect(safeCssColor('')).toBeUndefined();
  });
});

describe('player events', () => {
  it('reads the event name of player messages', () => {
    expect(playerEventName('{"event":"onReady","id":1}')).toBe('onReady');
    expect(playerEventName('{"event":"infoDelivery","info":{}}')).toBe('infoDelivery');
    expect(playerEventName('not json')).toBeNull();
    expect(playerEventName('{"event":3}')).toBeNull();
    expect(playerEventName({ event: 'onReady' })).toBeNull();
    expect(JSON.parse(listeningMessage())).toMatchObject({ event: 'listening' });
  });
});
