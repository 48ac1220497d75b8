import type { BlockFixture } from '../types';

export const richTextFixtures: BlockFixture[] = [
  {
    title: 'Allowed inline tags and a safe external link',
    attributes: {
      content:
        'Domains at <strong>cost price</strong>, <em>no surprise</em> renewal <mark>hikes</mark>.<br>Read the <a href="https://www.iso.org/standard/27001" target="_blank">ISO 27001</a> standard or <a href="/domains/domain-prices">see prices</a>.',
    },
  },
  {
    title: 'Hostile input is neutralised (script, javascript: link, handler, style expression)',
    attributes: {
      content:
        '<script>alert(1)</script><a href="javascript:alert(1)">link</a> <span onclick="alert(1)" style="color:#0a58ca;width:expression(alert(1))">text</span><img src=x onerror=alert(1)>',
      align: 'center',
    },
  },
];
