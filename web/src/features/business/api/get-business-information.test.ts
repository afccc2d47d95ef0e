import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { BUSINESS_CACHE_KEY, readBusinessCache } from '../lib/business-cache';
import { loadBusinessInformation } from './get-business-information';

const INFO = { name: 'Cofetăria Dulce Sibiu', phoneNumber: '0269 210 512', email: 'contact@example.ro', lastKey: '17' };

describe('business details cached with the last-key', () => {
  it('fetches the details the first time and keeps them with their key', async () => {
    const { calledPaths } = stubFetchRoutes({
      'GET /user-service/restaurant/last-key': { body: { lastKey: '17' } },
      'GET /user-service/restaurant/fetch-information': { body: INFO },
    });
    await expect(loadBusinessInformation()).resolves.toEqual(INFO);
    expect(calledPaths()).toEqual(['/user-service/restaurant/last-key', '/user-service/restaurant/fetch-information']);
    expect(readBusinessCache()).toEqual({ lastKey: '17', data: INFO });
  });

  it('does not refetch the details while the key has not moved', async () => {
    localStorage.setItem(BUSINESS_CACHE_KEY, JSON.stringify({ lastKey: '17', data: INFO }));
    const { calledPaths } = stubFetchRoutes({
      'GET /user-service/restaurant/last-key': { body: { lastKey: '17' } },
      'GET /user-service/restaurant/fetch-information': { body: { ...INFO, name: 'nu trebuia cerut' } },
    });
    await expect(loadBusinessInformation()).resolves.toEqual(INFO);
    expect(calledPaths()).toEqual(['/user-service/restaurant/last-key']);
  });

  it('refetches when the key moved and stores the new key', async () => {
    localStorage.setItem(BUSINESS_CACHE_KEY, JSON.stringify({ lastKey: '17', data: INFO }));
    const fresh = { ...INFO, phoneNumber: '0740 000 000', lastKey: '18' };
    const { calledPaths } = stubFetchRoutes({
      'GET /user-service/restaurant/last-key': { body: { lastKey: '18' } },
      'GET /user-service/restaurant/fetch-information': { body: fresh },
    });
    await expect(loadBusinessInformation()).resolves.toEqual(fresh);
    expect(calledPaths()).toEqual(['/user-service/restaurant/last-key', '/user-service/restaurant/fetch-information']);
    expect(readBusinessCache()?.lastKey).toBe('18');
  });

  it('keeps showing the cached details when the last-key cannot be read', async () => {
    localStorage.setItem(BUSINESS_CACHE_KEY, JSON.stringify({ lastKey: '17', data: INFO }));
    stubFetchRoutes({ 'GET /user-service/restaurant/last-key': { status: 503, body: { status: 503, message: 'indisponibil' } } });
    await expect(loadBusinessInformation()).resolves.toEqual(INFO);
  });
});
