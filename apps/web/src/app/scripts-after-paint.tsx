import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';

/**
 * React Router's `<Scripts>`, with the page's modules asked for after its first paint instead of with
 * the HTML.
 *
 * Why (bench/README.md, "Scripts after the first paint"): on a phone's connection the module preloads
 * that `<Scripts>` writes shared the first round trips with the style sheet and the lead image, and
 * Lighthouse's simulated load counted every one of them before the first paint. With the framework's
 * own `<Scripts>`, LCP was 0.3 to 1.6 s later than the build before the move on every page, and the
 * median score 1 point lower on four of five pages. Hydration then runs after the paint, where Total
 * Blocking Time counts it; since the pages hydrate without Intl that costs a few tens of milliseconds
 * at most: with this the new build's scores match the old one's within the noise of the machine.
 *
 * What changes in the markup, and nothing else: the module preloads become a list on a small inline
 * script, and the framework's module script is written with an inert type. After the first frame, or
 * after a second if no frame has come by then (a hidden tab paints none), the inline script adds the
 * preloads and runs the module script with the response's nonce. The hydration data script and
 * everything it streams stay as the framework writes them.
 */
export function ScriptsAfterFirstPaint({ nonce }: { nonce: string }) {
  // Called rather than rendered, so that its output can be rewritten; its hooks are this component's,
  // called on every render in the same order.
  const written = Scripts({ nonce });
  if (!written) return null;
  const preloads: string[] = [];
  const kept: ReactNode[] = [];
  for (const [index, element] of elementsOf(written).entries()) {
    const props = element.props as Record<string, unknown>;
    if (element.type === 'link' && props.rel === 'modulepreload') preloads.push(String(props.href));
    else if (element.type === 'script' && props.type === 'module') {
      kept.push(
        <script key="modules" {...props} type={INERT_TYPE} async={undefined} />,
        <script
          key="start"
          nonce={nonce}
          data-preload={preloads.join(' ')}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: START_AFTER_FIRST_PAINT }}
        />,
      );
    } else kept.push(cloneElement(element, { key: index }));
  }
  return <>{kept}</>;
}

const INERT_TYPE = 'text/x-module-after-paint';

// A hidden tab paints no frames, hence the timer. Preloads go in first, so the module graph's files are
// all asked for at once. Without the framework's module script there is nothing to start.
const START_AFTER_FIRST_PAINT = `{const t=document.currentScript,m=document.querySelector('script[type="${INERT_TYPE}"]');let s=()=>{s=()=>{};if(!m)return;for(const h of t.dataset.preload.split(' ').filter(Boolean)){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}const e=document.createElement('script');e.type='module';e.nonce=t.nonce;e.textContent=m.textContent;document.head.append(e)};requestAnimationFrame(()=>setTimeout(()=>s(),0));setTimeout(()=>s(),1000)}`;

/** The host elements of a rendered tree, in order, with fragments and arrays opened. */
function elementsOf(node: ReactNode): ReactElement[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement(child)) return [];
    if (child.type === Fragment) return elementsOf((child.props as { children?: ReactNode }).children);
    return [child];
  });
}
