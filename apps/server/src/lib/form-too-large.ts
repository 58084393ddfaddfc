import type { ShopLang } from '@shop/contract';
import type { FastifyRequest } from 'fastify';

/** The body types an HTML form posts (its enctype). */
const FORM_TYPES = /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\s*(?:;|$)/i;

/**
 * A person's browser posting a form (before or without the page's scripts): it asks for a page back.
 * An API client asks for JSON, or for anything, and keeps the API's JSON answer.
 */
export function isBrowserForm(request: FastifyRequest): boolean {
  return FORM_TYPES.test(request.headers['content-type'] ?? '') && /\btext\/html\b/i.test(request.headers.accept ?? '');
}

const TEXTS: Record<ShopLang, { title: string; lead: string; keep: string; back: string }> = {
  en: {
    title: 'Your text is too long',
    lead: 'What you sent is longer than this form can take. Please shorten it and send it again.',
    keep: "Your browser's Back button takes you to the form with what you typed.",
    back: 'Back to the page',
  },
  ms: {
    title: 'Teks anda terlalu panjang',
    lead: 'Teks yang anda hantar terlalu panjang untuk borang ini. Sila pendekkan dan hantar semula.',
    keep: 'Butang Kembali pada pelayar anda membawa anda semula ke borang bersama teks yang anda taip.',
    back: 'Kembali ke halaman',
  },
};

/** The page's language: its path (`/ms/...`), else the language the shopper chose last (its cookie). */
function langOf(request: FastifyRequest, path: string): ShopLang {
  if (path === '/ms' || path.startsWith('/ms/')) return 'ms';
  return request.cookies?.lang === 'ms' ? 'ms' : 'en';
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page a browser's form gets when its body is over the size cap: what happened and the way back
 * to the form, in the page's language, instead of the API's JSON, which a person cannot read.
 */
export function formTooLargePage(request: FastifyRequest): string {
  // The form posted to its own page (see modules/pages/routes.ts); a GET of that path shows it again.
  // Leading slashes folded into one, so the link never leaves the shop ("//elsewhere.example").
  const path = (request.url.split('?')[0] ?? '/').replace(/\.data$/, '').replace(/^[/\\]+/, '/') || '/';
  const lang = langOf(request, path);
  const t = TEXTS[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}</title>
<style>
body{margin:0;background:#fbf6ee;color:#2b1d14;font:16px/1.5 system-ui,sans-serif}
main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 1.25rem;margin-top:1rem;border-radius:999px;background:#5b3a29;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #c2410c;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${t.title}</h1>
<p>${t.lead}</p>
<p>${t.keep}</p>
<a href="${escapeHtml(path)}">${t.back}</a>
</main>
</body>
</html>
`;
}
