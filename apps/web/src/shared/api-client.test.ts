import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, ApiError } from './api-client.ts';

const Answer = z.object({ success: z.literal(true), names: z.array(z.string()) });

function answerWith(payload: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(payload), { status })),
  );
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

  it('throws the server message of a refused request', async () => {
    answerWith({ success: false, message: 'Please log in.', code: 'UNAUTHORIZED' }, 401);
    const error = await apiRequest('GET', '/api/x', Answer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Please log in.', status: 401, code: 'UNAUTHORIZED' });
  });
});
