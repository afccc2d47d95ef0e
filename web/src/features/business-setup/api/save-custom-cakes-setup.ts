import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setupKeys } from './keys';
import type { CustomCakesSetup } from './types';

/** POST /admin-service/setup/custom-cakes (the whole setup; the answer is what was saved). */
export function saveCustomCakesSetup(body: CustomCakesSetup): Promise<CustomCakesSetup | null> {
  return api.post<CustomCakesSetup | null>('/admin-service/setup/custom-cakes', body);
}

export function useSaveCustomCakesSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomCakesSetup,
    onSuccess: (saved, sent) => queryClient.setQueryData(setupKeys.customCakes(), saved && typeof saved === 'object' ? saved : sent),
  });
}
