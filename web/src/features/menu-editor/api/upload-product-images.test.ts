import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { IMAGE_UPLOAD_FAILED, uploadProductImages } from './upload-product-images';

const PATH = '/admin-service/entries/add-product-images/12';

describe('uploadProductImages', () => {
  it('sends the new files and the removed image ids in one multipart request', async () => {
    const { callsTo } = stubFetchRoutes({ [`POST ${PATH}`]: { body: { imagesLinks: [] } } });
    const file = new File(['poza'], 'tort.jpg', { type: 'image/jpeg' });
    await uploadProductImages({ productId: 12, images: [file], removedImageIds: [3, 4] });
    const body = callsTo('POST', PATH)[0].init.body as FormData;
    expect((body.getAll('images')[0] as File).name).toBe('tort.jpg');
    expect(body.get('removedImagesIDs')).toBe('3,4');
  });

  it('a refused upload fails with "Failed to upload images"', async () => {
    stubFetchRoutes({ [`POST ${PATH}`]: { status: 413, body: { status: 413, message: 'Fișier prea mare' } } });
    const file = new File(['poza'], 'tort.jpg', { type: 'image/jpeg' });
    await expect(uploadProductImages({ productId: 12, images: [file], removedImageIds: [] })).rejects.toThrow('Failed to upload images');
    expect(IMAGE_UPLOAD_FAILED).toBe('Failed to upload images');
  });
});
