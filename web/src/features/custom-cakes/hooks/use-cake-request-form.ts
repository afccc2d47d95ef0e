import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { ROLES } from '@/lib/roles';
import { selectIsSignedIn, useSessionStore } from '@/stores/session';
import { useAddressPrefill } from '../api/get-address-prefill';
import { useContactPrefill } from '../api/get-contact-prefill';
import { useCreateCakeRequest } from '../api/create-cake-request';
import { buildCakeRequest, serverFieldToForm } from '../lib/payload';
import { cakeRequestSchema, type CakeRequestContext, type CakeRequestValues } from '../lib/schema';
import { cakeFollowPath, startDescription, type CakeRequestStart } from '../lib/start';

const SENT = 'Cererea a fost trimisă. Ți-am trimis pe e-mail linkul ei.';

export function cakeRequestDefaults(start: CakeRequestStart, method: CakeRequestValues['method'] = ''): CakeRequestValues {
  return {
    eventDate: '',
    time: '',
    method,
    pickupLocationId: '',
    streetAddress: '',
    streetNumberAddress: '',
    buildingNumber: '',
    appartmentNumber: '',
    city: '',
    postalCode: '',
    servings: '',
    flavour: '',
    filling: '',
    inscription: '',
    allergies: '',
    budget: '',
    description: startDescription(start),
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    photos: [],
  };
}

/** For a signed-in customer, the saved contact and address fill what has not been typed yet. */
function useAccountPrefill(form: UseFormReturn<CakeRequestValues>, account: string | null) {
  const contact = useContactPrefill(account);
  const address = useAddressPrefill(account);
  const { formState, getValues, setValue } = form;
  useEffect(() => {
    const fill = (name: keyof CakeRequestValues, value: string | null | undefined) => {
      if (!value || formState.dirtyFields[name] || getValues(name) === value) return;
      setValue(name, value, { shouldDirty: false });
    };
    fill('firstName', contact.data?.firstName);
    fill('lastName', contact.data?.lastName);
    fill('email', contact.data?.email);
    fill('phoneNumber', contact.data?.phoneNumber ?? address.data?.phoneNumber);
    fill('streetAddress', address.data?.streetAddress);
    fill('streetNumberAddress', address.data?.streetNumberAddress);
    fill('buildingNumber', address.data?.buildingNumber);
    fill('appartmentNumber', address.data?.appartmentNumber);
    fill('city', address.data?.cityAddress);
  }, [contact.data, address.data, formState.dirtyFields, getValues, setValue]);
}

/** The request form: its rules, the account's prefill and the sending (then the follow page). */
export function useCakeRequestForm(ctx: CakeRequestContext, start: CakeRequestStart, onlyMethod: CakeRequestValues['method']) {
  const user = useSessionStore((s) => s.user);
  const signedInCustomer = useSessionStore((s) => selectIsSignedIn(s) && s.user?.role === ROLES.user);
  const account = signedInCustomer ? (user?.email ?? null) : null;
  const schema = useMemo(() => cakeRequestSchema(ctx), [ctx]);
  const form = useForm<CakeRequestValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...cakeRequestDefaults(start, onlyMethod), firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: signedInCustomer ? (user?.email ?? '') : '' },
    mode: 'onTouched',
  });
  useAccountPrefill(form, account);
  const create = useCreateCakeRequest();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const created = await create.mutateAsync({ request: buildCakeRequest(values), photos: values.photos });
      toast.success(SENT);
      navigate(cakeFollowPath(created.id, created.followKey), { state: { sent: true } });
    } catch (error) {
      const unmatched = applyServerFieldErrors(error, form.setError, serverFieldToForm);
      const message = unmatched[0] ?? errorMessage(error, 'Cererea nu a putut fi trimisă. Încearcă din nou.');
      setRefusal(message);
      toast.error(message);
    }
  });

  return { form, onSubmit, pending: create.isPending, refusal, signedIn: Boolean(account) };
}
