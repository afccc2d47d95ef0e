import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { stubFetch } from '@/testing/test-utils';
import { api, ApiError, setSessionExpiredHandler } from './api-client';

const USER = { firstName: 'A', lastName: 'B', email: 'a@b.ro', role: 'ROLE_USER' as const };

describe('api client', () => {
  beforeEach(() => useSessionStore.getState().logout());

  it('sends JSON and the bearer token of a valid session', async () => {
    const fetchMock = stubFetch({ status: 200, body: { ok: true } });
    useSessionStore.getState().login('tok-123', USER);
    await expect(api.post('/user-service/x', { a: 1 })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0][1]!;
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends no token without a session, and adds query params', async () => {
    const fetchMock = stubFetch({ status: 200, body: [] });
    await api.get('/user-service/get-base-products', { params: { category: 'Torturi', search: '' } });
    expect(fetchMock.mock.calls[0][0]).toBe('/user-service/get-base-products?category=Torturi');
    expect((fetchMock.mock.calls[0][1]!.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('turns the error body into an ApiError with status, message and field errors', async () => {
    stubFetch({ status: 422, body: { status: 422, message: 'Date invalide', errors: { firstName: 'Prea scurt' } } });
    const error = await api.post('/user-service/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Date invalide', errors: { firstName: 'Prea scurt' } });
  });

  it('an expired session is cleared before the call and the app is told', async () => {
    const fetchMock = stubFetch({ status: 200, body: {} });
    const onExpired = vi.fn();
    setSessionExpiredHandler(onExpired);
    useSessionStore.getState().login('tok', USER);
    useSessionStore.setState({ expiration: Date.now() - 1 });
    await expect(api.get('/user-service/get-user-orders')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onExpired).toHaveBeenCalledOnce();
    expect(useSessionStore.getState().ended).toEqual({ reason: 'expired', message: undefined, role: 'ROLE_USER' });
    expect(useSessionStore.getState().token).toBeNull();
    setSessionExpiredHandler(null);
  });

  it('a 401 to a signed-in call clears the session and tells the app, with the server message', async () => {
    const message = 'Sesiunea a fost închisă. Vă rugăm să vă conectați din nou.';
    stubFetch({ status: 401, body: { status: 401, message, errors: {} } });
    const onEnded = vi.fn();
    setSessionExpiredHandler(onEnded);
    useSessionStore.getState().login('revoked', USER);
    await expect(api.get('/user-service/get-user-orders')).rejects.toMatchObject({ status: 401, message });
    expect(useSessionStore.getState().token).toBeNull();
    expect(onEnded).toHaveBeenCalledOnce();
    expect(useSessionStore.getState().ended).toEqual({ reason: 'refused', message, role: 'ROLE_USER' });
    setSessionExpiredHandler(null);
  });

  it('a 401 to a call sent without the token (a login form) leaves the session alone', async () => {
    stubFetch({ status: 401, body: { status: 401, message: 'Emailul sau parola sunt gresite', errors: {} } });
    const onEnded = vi.fn();
    setSessionExpiredHandler(onEnded);
    useSessionStore.getState().login('tok', USER);
    await expect(api.post('/user-service/authenticate', {}, { skipAuth: true })).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().token).toBe('tok');
    expect(onEnded).not.toHaveBeenCalled();
    setSessionExpiredHandler(null);
  });

  it('a late 401 to an older token leaves the session signed in since then alone', async () => {
    let answer!: (value: Response) => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const onEnded = vi.fn();
    setSessionExpiredHandler(onEnded);
    useSessionStore.getState().login('old', USER);
    const call = api.get('/user-service/get-user-orders');
    useSessionStore.getState().login('new', USER);
    answer(new Response(JSON.stringify({ status: 401, message: '' }), { status: 401 }));
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().token).toBe('new');
    expect(onEnded).not.toHaveBeenCalled();
    setSessionExpiredHandler(null);
  });
});
