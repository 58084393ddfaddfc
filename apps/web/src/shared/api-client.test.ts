import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, ApiError } from './api-client.ts';

const Answer = z.object({ success: z.literal(true), names: z.array(z.string()) });

function answerWith(payload: unknown, status = 200) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(payload), { status })));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it('parses an answer with the schema it is given and refuses one that does not match', async () => {
    answerWith({ success: true, names: ['Kaya Toast'] });
    await expect(apiRequest('GET', '/api/x', Answer)).resolves.toEqual({ success: true, names: ['Kaya Toast'] });
    answerWith({ success: true, names: 'Kaya Toast' });
    await expect(apiRequest('GET', '/api/x', Answer)).rejects.toThrow();
  });

  it('hands a first-screen answer over before its schema has loaded, then checks it', async () => {
    let loaded: (schema: typeof Answer) => void = () => {};
    const loader = vi.fn(() => new Promise<typeof Answer>((resolve) => (loaded = resolve)));
    answerWith({ success: true, names: ['Pandan Chiffon'] });
    const answer = await apiRequest('GET', '/api/x', loader);
    expect(answer).toEqual({ success: true, names: ['Pandan Chiffon'] });

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith({ success: true, names: [42] });
    await apiRequest('GET', '/api/y', loader);
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    loaded(Answer);
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('The answer of GET /api/y does not match the contract', expect.anything()));
  });

  it('leaves the check to the server in a production build, so no page loads zod for it', async () => {
    vi.stubEnv('DEV', false);
    const loader = vi.fn(async () => Answer);
    answerWith({ success: true, names: ['Roti Boy'] });
    await expect(apiRequest('GET', '/api/x', loader)).resolves.toEqual({ success: true, names: ['Roti Boy'] });
    await new Promise((r) => setTimeout(r, 50));
    expect(loader).not.toHaveBeenCalled();
    vi.unstubAllEnvs();
  });

  it('throws the server message of a refused request whatever the schema source', async () => {
    answerWith({ success: false, message: 'Please log in.', code: 'UNAUTHORIZED' }, 401);
    const error = await apiRequest('GET', '/api/x', async () => Answer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Please log in.', status: 401, code: 'UNAUTHORIZED' });
  });
});
