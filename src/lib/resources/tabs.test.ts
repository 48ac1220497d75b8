import { describe, expect, it } from 'vitest';
import { parseCatSuffix, sortIntoTabs } from './tabs';

describe("' - cat N' sorting", () => {
  it('reads and removes the suffix', () => {
    expect(parseCatSuffix('Quality education - cat 1')).toEqual({ heading: 'Quality education', tab: 1 });
    expect(parseCatSuffix('NIS2 in practice -cat 2 ')).toEqual({ heading: 'NIS2 in practice', tab: 2 });
    expect(parseCatSuffix('Cat food - Cat 3')).toEqual({ heading: 'Cat food', tab: 3 });
    expect(parseCatSuffix('A cat 1 story')).toEqual({ heading: 'A cat 1 story', tab: null });
  });
  it('sorts into tabs; no suffix goes to the first tab, a missing tab is left out', () => {
    const items = ['One - cat 1', 'Two - cat 2', 'Three - cat 3', 'Plain', 'Nine - cat 9', 'Zero - cat 0', 'Another - cat 1'].map((heading) => ({ heading }));
    expect(sortIntoTabs(items, 3).map((tab) => tab.map((item) => item.heading))).toEqual([['One', 'Plain', 'Another'], ['Two'], ['Three']]);
  });
  it('shows items in reverse order for the SDG and cybersecurity blocks', () => {
    const items = ['First - cat 1', 'Second - cat 1', 'Third - cat 2'].map((heading) => ({ heading, text: heading }));
    const tabs = sortIntoTabs(items, 3, { reverse: true });
    expect(tabs.map((tab) => tab.map((item) => item.heading))).toEqual([['Second', 'First'], ['Third'], []]);
    expect(tabs[0]?.[0]?.text).toBe('Second - cat 1');
  });
});
