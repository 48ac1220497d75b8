import { defaultOutputId, normaliseScripts } from './scripts';
import { scriptBlockSchema } from './schema';

describe('normaliseScripts', () => {
  it('accepts strings of inline JS and {src} / {content} / {script} objects, in order', () => {
    expect(normaliseScripts(['console.log(1)', { src: 'https://js.example.com/a.js' }, { content: 'b()' }, { script: ' c() ' }])).toEqual([
      { kind: 'inline', code: 'console.log(1)' },
      { kind: 'src', src: 'https://js.example.com/a.js' },
      { kind: 'inline', code: 'b()' },
      { kind: 'inline', code: 'c()' },
    ]);
  });

  it('reads pasted <script> tags', () => {
    expect(normaliseScripts('<script src="/widgets/form.js"></script>\n<script type="text/javascript">init({a: 1});</script>')).toEqual([
      { kind: 'src', src: '/widgets/form.js' },
      { kind: 'inline', code: 'init({a: 1});' },
    ]);
    expect(normaliseScripts(["<script src='https://x.example/y.js' async></script>"])).toEqual([{ kind: 'src', src: 'https://x.example/y.js' }]);
  });

  it('drops empty entries and unsafe sources', () => {
    expect(normaliseScripts(['  ', null, 3, {}, { src: 'javascript:alert(1)' }, { src: '//evil.example/x.js' }, { src: 'data:text/javascript,1' }])).toEqual([]);
    expect(normaliseScripts(undefined)).toEqual([]);
    expect(normaliseScripts(null)).toEqual([]);
  });
});

describe('script block schema', () => {
  it('keeps output_dom_id (without a leading #)', () => {
    expect(scriptBlockSchema.parse({ data: ['a()'], output_dom_id: '#hs-form' })).toEqual({ scripts: [{ kind: 'inline', code: 'a()' }], outputDomId: 'hs-form' });
  });

  it('derives a stable id when output_dom_id is missing', () => {
    const first = scriptBlockSchema.parse({ data: ['a()'] }).outputDomId;
    expect(first).toMatch(/^script-block-[a-z0-9]+$/);
    expect(scriptBlockSchema.parse({ data: ['a()'] }).outputDomId).toBe(first);
    expect(scriptBlockSchema.parse({ data: ['b()'] }).outputDomId).not.toBe(first);
    expect(defaultOutputId([])).toMatch(/^script-block-/);
  });
});
