let lastCookies: string | undefined;
let values: Record<string, string> = {};

// The same decoding as js-cookie, which writes these cookies.
const decode = (text: string) => text.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);

export function parseCookies(all: string): Record<string, string> {
  const parsed: Record<string, string> = {};
  for (const pair of all ? all.split('; ') : []) {
    const eq = pair.indexOf('=');
    if (eq < 1) continue;
    let value = pair.slice(eq + 1);
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      const name = decode(pair.slice(0, eq));
      if (!(name in parsed)) parsed[name] = decode(value);
    } catch {
      // A cookie some other script wrote with a broken escape: not ours to read.
    }
  }
  return parsed;
}

/**
 * One of the document's cookies (none in a server render, which reads the request's through the root
 * loader). The stores built on cookies (service choice,
 * guest cart) are read by React on every render of every component that uses them; parsing the whole
 * cookie string each time showed up in page-load profiles, so the parse is kept until the string changes.
 */
export function readCookie(name: string): string | undefined {
  const all = typeof document === 'undefined' ? '' : document.cookie;
  if (all !== lastCookies) {
    lastCookies = all;
    values = parseCookies(all);
  }
  return values[name];
}
