import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../shared/i18n/lang.ts';
import { findUntranslated, shopperSourceFiles } from './untranslated.ts';

const here = import.meta.dirname;
const SRC = path.resolve(here, '..');

type Tree = { [key: string]: string | Tree };
const read = (lang: string, file: string) => JSON.parse(readFileSync(path.join(here, lang, file), 'utf8')) as Tree;

/** Every key of a catalogue as a dotted path, with its text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const files = (lang: string) =>
  readdirSync(path.join(here, lang))
    .filter((f) => f.endsWith('.json'))
    .sort();

describe('the message catalogues', () => {
  it('have the same namespaces in every language', () => {
    for (const lang of LANGS) expect(files(lang), lang).toEqual(files('en'));
  });

  it.each(files('en'))('%s has the same keys in every language, each with a text', (file) => {
    const english = flatten(read('en', file));
    for (const lang of LANGS) {
      const other = flatten(read(lang, file));
      expect([...other.keys()].sort(), `${lang}/${file}`).toEqual([...english.keys()].sort());
      for (const [key, text] of other) expect(text.trim(), `${lang}/${file}: ${key}`).not.toBe('');
    }
  });

  it('keep the same {{placeholders}} in every language', () => {
    const holes = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const file of files('en')) {
      const english = flatten(read('en', file));
      for (const lang of LANGS) {
        for (const [key, text] of flatten(read(lang, file)))
          expect(holes(text), `${lang}/${file}: ${key}`).toEqual(holes(english.get(key)!));
      }
    }
  });
});

describe('the shopper screens', () => {
  it('write every word a shopper reads through the catalogues', () => {
    const literals = shopperSourceFiles(SRC)
      .flatMap(findUntranslated)
      .map((u) => `${path.relative(SRC, u.file)}:${u.line} ${u.text}`);
    expect(literals).toEqual([]);
  });

  it('the check finds a literal in JSX text and in a spoken attribute', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'i18n-')), 'x.tsx');
    writeFileSync(
      file,
      `export const X = () => <button aria-label="Close it">{t('a')} Add to bag</button>;\n` +
        `export const Y = ({ label = 'Verification code', id = 'otp' }) => <span id={id}>{label}</span>;\n`,
    );
    expect(findUntranslated(file).map((u) => u.text)).toEqual(['Close it', 'Add to bag', 'Verification code']);
  });

  it('the check finds a sentence in a helper, but not keys, paths, types, the console or English-keyed messages', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'i18n-')), 'x.ts');
    writeFileSync(
      file,
      [
        `import { x } from 'Some module';`,
        `type Kind = 'Pickup now';`,
        `export const place = (o: string) => \`Pickup at \${o}\`;`,
        `export const free = (n: number) => (n === 0 ? 'Free' : 'cart.total');`,
        `export const fail = () => { console.warn('Logout call failed'); return 'Cart updated.'; };`,
        `export const header = { 'Content-Type': 'application/json', kind: 'GET' };`,
      ].join('\n'),
    );
    expect(findUntranslated(file).map((u) => u.text)).toEqual(['Pickup at', 'Free']);
  });

  it("the check finds words around a template's values, but not keys, paths or class lists", async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(path.join(tmpdir(), 'i18n-'));
    const helper = path.join(dir, 'x.ts');
    writeFileSync(
      helper,
      [
        `export const zone = (time: string, place: string) => \`\${time} \${place} time\`;`,
        `export const key = (a: string) => t(\`allergens.\${a}\`);`,
        `export const url = (id: string) => \`/product/\${id}?lang=ms\`;`,
      ].join('\n'),
    );
    expect(findUntranslated(helper).map((u) => u.text)).toEqual(['time']);
    const component = path.join(dir, 'x.tsx');
    writeFileSync(
      component,
      [
        `export const X = ({ n, ready }: { n: number; ready: boolean }) => {`,
        `  const text = \`\${n} items in your bag\`;`,
        `  return <p className={\`\${ready ? '' : 'opacity-50'} mt-4 flex\`}>{text}</p>;`,
        `};`,
      ].join('\n'),
    );
    expect(findUntranslated(component).map((u) => u.text)).toEqual(['items in your bag']);
  });

  it('the check finds a sentence kept in a constant of a component, but not keys, classes, URLs or compared values', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'i18n-')), 'x.tsx');
    writeFileSync(
      file,
      [
        `const label = 'Add to bag';`,
        `const METHOD = { tng: 'eWallet', stripe: 'Card' } as const;`,
        `const box = 'Rounded border';`,
        `const boxClass = 'Rounded border p-4';`,
        `const to = '/cart';`,
        `export const X = ({ m }: { m: 'tng' | 'stripe' }) => {`,
        `  const onKey = (e: KeyboardEvent) => (e.key === 'Escape' ? close() : null);`,
        `  return (`,
        `    <a href={to} className={boxClass} data-kind="Home page" onKeyDown={onKey}>`,
        `      {t('cart.title')} {label} {METHOD[m]} {box}`,
        `    </a>`,
        `  );`,
        `};`,
      ].join('\n'),
    );
    expect(findUntranslated(file).map((u) => u.text)).toEqual(['Add to bag', 'Card', 'Rounded border']);
  });

  it('looks at the helpers of the shopper screens, not at the back office', () => {
    const files = shopperSourceFiles(SRC).map((f) => path.relative(SRC, f));
    expect(files).toEqual(
      expect.arrayContaining([path.join('features', 'service', 'format.ts'), path.join('shared', 'use-money.ts')]),
    );
    expect(files.some((f) => f.startsWith(path.join('features', 'admin')))).toBe(false);
  });
});
