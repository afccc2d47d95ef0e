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
    expect(useSessionStore.getState().token).toBeNull();
    setSessionExpiredHandler(null);
  });
});
