import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import { NewsletterBlog } from './newsletter-blog';

const LISTS = {
  'GET /admin-service/sales/newsletter-sends': { body: [] },
  'GET /admin-service/sales/subscribers': { body: [] },
};
const SEND = 'POST /admin-service/sales/send-email-to-subscribers';
const PREVIEW = 'POST /admin-service/sales/newsletter-preview';

describe('newsletter form (newsletter-blog)', () => {
  beforeEach(() => {
    toast.dismiss();
  });

  it('sending with nothing filled in names the three missing fields and sends nothing', async () => {
    const { calls } = stubFetchRoutes(LISTS);
    renderWithRouter(<NewsletterBlog />);
    await userEvent.click(screen.getByRole('button', { name: 'Trimite abonaților' }));
    expect(await screen.findByText('Subiectul este obligatoriu.')).toBeInTheDocument();
    expect(screen.getByText('Conținutul este obligatoriu.')).toBeInTheDocument();
    expect(screen.getByText('Imaginea este obligatorie.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subiect')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('the preview checks the same fields first', async () => {
    const { calls } = stubFetchRoutes(LISTS);
    renderWithRouter(<NewsletterBlog />);
    await userEvent.type(screen.getByLabelText('Subiect'), 'Torturi de Crăciun');
    await userEvent.click(screen.getByRole('button', { name: 'Previzualizează' }));
    expect(await screen.findByText('Conținutul este obligatoriu.')).toBeInTheDocument();
    expect(screen.getByText('Imaginea este obligatorie.')).toBeInTheDocument();
    expect(screen.queryByText('Subiectul este obligatoriu.')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('a subject and content of spaces only count as missing', async () => {
    stubFetchRoutes(LISTS);
    renderWithRouter(<NewsletterBlog />);
    await userEvent.type(screen.getByLabelText('Subiect'), '   ');
    await userEvent.type(screen.getByLabelText('Conținut'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Trimite abonaților' }));
    expect(await screen.findByText('Subiectul este obligatoriu.')).toBeInTheDocument();
    expect(screen.getByText('Conținutul este obligatoriu.')).toBeInTheDocument();
  });

  it('with the image, subject and content it is sent, the coupon in capitals, and the form empties', async () => {
    const { callsTo } = stubFetchRoutes({
      ...LISTS,
      'POST /admin-service/sales/add-newsletter-image': { body: { imageLink: '/media/newsletter/craciun.jpg' } },
      [SEND]: { body: { message: 'Newsletterul a intrat la trimis.' } },
    });
    renderWithRouter(<NewsletterBlog />);
    await userEvent.upload(screen.getByLabelText('Imagine (PNG sau JPEG)'), new File(['x'], 'craciun.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Imaginea newsletterului' })).toHaveAttribute('src', '/media/newsletter/craciun.jpg');
    await userEvent.type(screen.getByLabelText('Subiect'), 'Torturi de Crăciun');
    await userEvent.type(screen.getByLabelText('Conținut'), 'Comandă din timp.');
    await userEvent.type(screen.getByLabelText('Cod de reducere (opțional)'), 'craciun10');
    await userEvent.click(screen.getByRole('button', { name: 'Trimite abonaților' }));
    expect(await screen.findByText('Newsletterul a intrat la trimis.')).toBeInTheDocument();
    expect(callsTo('POST', '/admin-service/sales/send-email-to-subscribers')[0].json).toEqual({
      subject: 'Torturi de Crăciun',
      content: 'Comandă din timp.',
      image: '/media/newsletter/craciun.jpg',
      couponCode: 'CRACIUN10',
    });
    await waitFor(() => expect(screen.getByLabelText('Subiect')).toHaveValue(''));
    expect(screen.queryByText('Imaginea este obligatorie.')).not.toBeInTheDocument();
    expect(callsTo('POST', PREVIEW.split(' ')[1])).toHaveLength(0);
  });

  it('a failed image upload says "Failed to upload images" under the field and "Eroare la salvarea imaginii" in a toast', async () => {
    stubFetchRoutes({
      ...LISTS,
      'POST /admin-service/sales/add-newsletter-image': { status: 413, body: { status: 413, message: 'Imaginea este prea mare.' } },
    });
    renderWithRouter(<NewsletterBlog />);
    await userEvent.upload(screen.getByLabelText('Imagine (PNG sau JPEG)'), new File(['x'], 'mare.png', { type: 'image/png' }));
    expect(await screen.findByText('Eroare la salvarea imaginii')).toBeInTheDocument();
    expect(screen.getByText('Imaginea este prea mare.')).toBeInTheDocument();
    expect(screen.getByLabelText('Imagine (PNG sau JPEG)')).toHaveAccessibleDescription('Failed to upload images');
    expect(screen.queryByRole('img', { name: 'Imaginea newsletterului' })).not.toBeInTheDocument();
  });

  describe('subscribers export', () => {
    let saved: { name: string; text: Promise<string> }[];

    beforeEach(() => {
      saved = [];
      let blob: Blob | null = null;
      URL.createObjectURL = vi.fn((b: Blob) => {
        blob = b;
        return 'blob:abonati';
      });
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        if (blob) saved.push({ name: this.download, text: blob.text() });
      });
    });

    afterEach(() => {
      vi.restoreAllMocks();
      // jsdom has neither: leave the globals as they were.
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it('"Exportă CSV" downloads the subscribers as the server lists them now, each press anew', async () => {
      const csv = ['email,status\r\nana@example.ro,CONFIRMED\r\n', 'email,status\r\nana@example.ro,CONFIRMED\r\nion@example.ro,WAITING\r\n'];
      const { callsTo } = stubFetchRoutes({ ...LISTS, 'GET /admin-service/sales/subscribers.csv': () => ({ body: csv[saved.length] }) });
      renderWithRouter(<NewsletterBlog />);
      await userEvent.click(screen.getByRole('button', { name: 'Exportă CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      await userEvent.click(screen.getByRole('button', { name: 'Exportă CSV' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(saved.map((file) => file.name)).toEqual(['abonati-newsletter.csv', 'abonati-newsletter.csv']);
      expect(await saved[1].text).toBe(csv[1]);
      const calls = callsTo('GET', '/admin-service/sales/subscribers.csv');
      expect(calls).toHaveLength(2);
      expect(new Headers(calls[0].init.headers).get('Accept')).toBe('text/csv');
    });

    it('a failed export says why in a toast and downloads nothing', async () => {
      stubFetchRoutes({
        ...LISTS,
        'GET /admin-service/sales/subscribers.csv': { status: 503, body: { status: 503, message: 'Serviciul nu răspunde.' } },
      });
      renderWithRouter(<NewsletterBlog />);
      await userEvent.click(screen.getByRole('button', { name: 'Exportă CSV' }));
      expect(await screen.findByText('A apărut o eroare: Serviciul nu răspunde.')).toBeInTheDocument();
      expect(saved).toHaveLength(0);
    });
  });
});
