import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setupKeys } from './keys';
import type { CustomCakesSetup, CustomCakesSetupBody } from './types';

/** POST /admin-service/setup/custom-cakes (the whole setup; the answer is what was saved). */
export function saveCustomCakesSetup(body: CustomCakesSetupBody): Promise<CustomCakesSetup> {
  return api.post<CustomCakesSetup>('/admin-service/setup/custom-cakes', body);
}

export function useSaveCustomCakesSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomCakesSetup,
    onSuccess: (saved) => queryClient.setQueryData(setupKeys.customCakes(), saved),
  });
}
