import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { selectIsSignedIn, useSessionStore } from '@/stores/session';
import type { CakeRequestBody, CakeRequestCreated } from './types';

/**
 * The multipart body: `request`, the JSON as a plain text part (the service reads it as a form
 * field; a file part would be refused), and one `photos` part per photo.
 */
export function cakeRequestFormData(request: CakeRequestBody, photos: File[]): FormData {
  const data = new FormData();
  data.append('request', JSON.stringify(request));
  for (const photo of photos) data.append('photos', photo, photo.name);
  return data;
}

/**
 * POST /user-service/cake-requests → 201 {id, followKey}. Signed in, the bearer ties the request
 * to the account; a guest (or a session that has just ended) sends it without one.
 */
export function createCakeRequest(request: CakeRequestBody, photos: File[]): Promise<CakeRequestCreated> {
  const signedIn = selectIsSignedIn(useSessionStore.getState());
  return api.post<CakeRequestCreated>('/user-service/cake-requests', cakeRequestFormData(request, photos), { skipAuth: !signedIn });
}

export function useCreateCakeRequest() {
  return useMutation({
    mutationFn: ({ request, photos }: { request: CakeRequestBody; photos: File[] }) => createCakeRequest(request, photos),
  });
}
