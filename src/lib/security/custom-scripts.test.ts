import { describe, expect, it } from 'vitest';
import { allowedCustomScripts } from './custom-scripts';

describe('theme options custom scripts and safelist', () => {
  it('loads only https scripts whose host the safelist names', () => {
    expect(
      allowedCustomScripts({
        safelist: ['cdn.example.com', '*.widgets.example.org', 'https://chat.example.net/'],
        customScripts: [
          'https://cdn.example.com/a.js',
          'https://eu.widgets.example.org/w.js',
          'https://chat.example.net/c.js?v=2',
          'https://evil.example.com/x.js',
          'http://cdn.example.com/insecure.js',
          'javascript:alert(1)',
          '<script>alert(1)</script>',
          'https://user:pw@cdn.example.com/a.js',
          'https://cdn.example.com/a.js',
        ],
      }),
    ).toEqual(['https://cdn.example.com/a.js', 'https://eu.widgets.example.org/w.js', 'https://chat.example.net/c.js?v=2']);
  });

  it('an empty safelist loads nothing', () => {
    expect(allowedCustomScripts({ safelist: [], customScripts: ['https://cdn.example.com/a.js'] })).toEqual([]);
  });
});
