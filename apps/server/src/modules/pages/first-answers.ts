import type { FastifyInstance } from 'fastify';

/**
 * The GET calls a storefront page makes before it can show anything (the web app asks them with these
 * exact paths): the shop settings on every page, and the slider and both product lists on the home
 * page. All public and the same for every shopper.
 */
export const SLIDER_CALL = '/api/custom/getSliderImages';

function firstCalls(pathname: string): string[] {
  const calls = ['/api/custom/settings'];
  if (pathname === '/') {
    calls.push(SLIDER_CALL, '/api/product/list?view=latest', '/api/product/list?view=bestsellers');
  }
  return calls;
}

/**
 * Their answers, for a page the browser renders to carry (a page the server drew carries the data it
 * was drawn from instead, see lib/spa.ts), so the first render is also the one with the data
 * instead of a render of placeholders followed by one per answer. They are asked through the routes
 * themselves, so an embedded answer is byte for byte what the call would return.
 */
export async function firstAnswers(app: FastifyInstance, pathname: string): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  await Promise.all(
    firstCalls(pathname).map(async (url) => {
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode === 200) answers[url] = res.json();
    }),
  );
  return answers;
}
