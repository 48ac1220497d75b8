import type { BlockFixture } from '../types';

export const scriptBlockFixtures: BlockFixture[] = [
  {
    title: 'Inline script (writes into its container once, 400 ms after mount)',
    attributes: {
      output_dom_id: 'script-block-demo',
      data: [
        "document.getElementById('script-block-demo').insertAdjacentHTML('beforeend', '<p class=\"text-sm\" data-script-ran=\"true\">Inline script ran.</p>');",
      ],
    },
  },
  {
    title: 'Same id again: does not run (an element with the id exists)',
    attributes: {
      output_dom_id: 'script-block-demo',
      data: [{ content: "document.getElementById('script-block-demo').insertAdjacentHTML('beforeend', '<p>Second run (must not appear).</p>');" }],
    },
  },
];
