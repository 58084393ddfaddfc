/**
 * The JavaScript a page starts with, gzipped, read from what the server sends rather than from a build
 * folder, so that builds laid out differently (a hand-made server render, React Router's framework
 * mode) are weighed alike.
 */
import { gzipSync } from 'node:zlib';

export interface InitialJs {
  files: number;
  gzipBytes: number;
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

const looksLikeScript = (value: string) => /\.m?js(?:[?#]|$)/.test(value);

/** Specifiers a module imports statically or dynamically; `dynamic` also takes `import("…")`. */
function imports(code: string, dynamic: boolean): string[] {
  const found = [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*\s{},]*?\bfrom\s*)?["']([^"']+)["']/g)].map(
    (m) => m[1]!,
  );
  if (dynamic) found.push(...[...code.matchAll(/\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]!));
  return found;
}

/**
 * Every script URL in the HTML: a script's src (and any other attribute naming .js files, such as a
 * loader's list of entries and preloads), module preloads, and what inline scripts import, at once
 * or later (React Router's framework mode ends its inline script with `import("…")`).
 */
function scriptsOfHtml(html: string): string[] {
  const urls: string[] = [];
  for (const [, tag, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const values = [...tag!.matchAll(/=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => m[1] ?? m[2] ?? '');
    urls.push(...values.flatMap((v) => v.split(/\s+/)).filter(looksLikeScript));
    const type = attr(tag!, 'type') ?? '';
    if (!/json/i.test(type)) urls.push(...imports(body!, true));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel') ?? '';
    const href = attr(tag, 'href');
    if (href && (/modulepreload/i.test(rel) || (/preload/i.test(rel) && attr(tag, 'as') === 'script'))) urls.push(href);
  }
  return urls;
}

/**
 * The scripts `pathname` names in its HTML and, through them, their static imports (the dynamic ones
 * load later, when a part is needed), each counted once at gzip's default level.
 */
export async function initialJs(base: string, pathname: string, cookie: string): Promise<InitialJs> {
  const origin = new URL(base).origin;
  const headers = { cookie };
  const res = await fetch(new URL(pathname, base), { headers });
  if (!res.ok) throw new Error(`GET ${pathname}: ${res.status}`);
  const queue = scriptsOfHtml(await res.text()).map((u) => new URL(u, res.url));
  const seen = new Set<string>();
  let gzipBytes = 0;
  for (let url = queue.shift(); url; url = queue.shift()) {
    url.hash = '';
    if (url.origin !== origin || seen.has(url.href)) continue;
    seen.add(url.href);
    const script = await fetch(url, { headers });
    if (!script.ok) throw new Error(`GET ${url.pathname}: ${script.status}`);
    const code = await script.text();
    gzipBytes += gzipSync(code).length;
    queue.push(
      ...imports(code, false)
        .filter((s) => /^[./]/.test(s))
        .map((s) => new URL(s, url)),
    );
  }
  return { files: seen.size, gzipBytes };
}
