import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, isApiError } from '@/lib/api-client';
import type { CreatedUser } from '@/types/api';
import { useCreateCustomer } from '../api/create-customer';
import { useCreateStaff } from '../api/create-staff';
import { EMAIL_RULE, FIRST_NAME_RULE, LAST_NAME_RULE } from './messages';

const NAME = /^[\p{L}\p{N}]+$/u;
const schema = z.object({
  firstName: z.string().trim().min(3, FIRST_NAME_RULE).max(20, FIRST_NAME_RULE).regex(NAME, FIRST_NAME_RULE),
  lastName: z.string().trim().min(3, LAST_NAME_RULE).max(16, LAST_NAME_RULE).regex(NAME, LAST_NAME_RULE),
  email: z.string().trim().email(EMAIL_RULE),
  phoneNumber: z.string(),
  role: z.enum(['ROLE_ADMIN', 'ROLE_MANAGER']),
});
type Values = z.infer<typeof schema>;

/**
 * users/add-user (a customer) and users/add-admin-user (staff): the §5 rules of user creation. No
 * password: the new account's owner gets a one-time link by mail and chooses it.
 */
export function NewUserForm({ staff }: { staff: boolean }) {
  const createStaff = useCreateStaff();
  const createCustomer = useCreateCustomer();
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', role: 'ROLE_MANAGER' },
  });
  const pending = createStaff.isPending || createCustomer.isPending;

  const onSubmit = handleSubmit(async ({ role, phoneNumber, ...names }) => {
    setFailure(null);
    try {
      const body = { ...names, phoneNumber: phoneNumber.trim() || null };
      const user = staff ? await createStaff.mutateAsync({ ...body, role }) : await createCustomer.mutateAsync(body);
      setCreated(user);
      reset();
    } catch (error) {
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field in schema.shape) setError(field as keyof Values, { message });
        }
      }
      setFailure(errorMessage(error));
    }
  });

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label={staff ? 'Administrator nou' : 'Utilizator nou'}>
      {created ? (
        <Alert tone="success" title="Gata!">
          {created.message} <Link to={`/admin/users/${created.id}`}>Vezi contul lui {created.firstName}</Link>
        </Alert>
      ) : null}
      {failure ? <Alert tone="error" title={`A apărut o eroare: ${failure}`} /> : null}
      <TextField control={control} name="firstName" id="new-first-name" label="Prenume" autoComplete="off" />
      <TextField control={control} name="lastName" id="new-last-name" label="Nume" autoComplete="off" />
      <TextField control={control} name="email" id="new-email" label="E-mail" type="email" autoComplete="off" />
      <TextField control={control} name="phoneNumber" id="new-phone" label="Telefon (opțional)" type="tel" />
      {staff ? (
        <FormField id="new-role" label="Rol">
          <Select {...register('role')}>
            <option value="ROLE_MANAGER">Manager (panoul de comenzi)</option>
            <option value="ROLE_ADMIN">Administrator</option>
          </Select>
        </FormField>
      ) : null}
      <p className="op-muted">Noul utilizator primește un e-mail cu un link de unică folosință pentru a-și alege parola.</p>
      <Button type="submit" loading={pending}>
        Creează contul
      </Button>
    </form>
  );
}
