import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PageShell } from '@/components/ui/page-shell';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/bucharest-time';
import { formatMoney } from '@/lib/format';
import { orderStatusLabel } from '@/lib/order-status';
import type { UserDetail as Detail } from '@/types/api';
import { useEditUser } from '../api/edit-user';
import { useSetActive } from '../api/set-user-active';
import { useUser } from '../api/get-user';
import { FIRST_NAME_RULE, LAST_NAME_RULE, ROLE_NAMES, USERS_FAILED } from './messages';

const NAME = /^[\p{L}\p{N}]+$/u;
const schema = z.object({
  firstName: z.string().trim().min(3, FIRST_NAME_RULE).max(20, FIRST_NAME_RULE).regex(NAME, FIRST_NAME_RULE),
  lastName: z.string().trim().min(3, LAST_NAME_RULE).max(16, LAST_NAME_RULE).regex(NAME, LAST_NAME_RULE),
  phoneNumber: z.string(),
  role: z.string(),
});
type Values = z.infer<typeof schema>;

/** users/{userId}: the account, its edit, deactivation; a customer's orders and newsletter state. */
export function UserDetail({ userId }: { userId: string }) {
  const query = useUser(userId);
  if (query.isPending) return <LoadingCard />;
  if (query.isError) return <LoadFailed title={USERS_FAILED} error={query.error} onRetry={() => void query.refetch()} />;
  return <UserPage user={query.data} />;
}

function UserPage({ user }: { user: Detail }) {
  const edit = useEditUser(String(user.id));
  const setActive = useSetActive(String(user.id));
  const isStaff = user.role !== 'ROLE_USER';
  const { control, register, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phoneNumber: user.phoneNumber ?? '', role: user.role },
  });

  const onSubmit = handleSubmit(async ({ role, phoneNumber, ...names }) => {
    try {
      await edit.mutateAsync({
        ...names,
        phoneNumber: phoneNumber.trim() || null,
        role: isStaff ? (role as 'ROLE_ADMIN' | 'ROLE_MANAGER') : null,
      });
      toast.success('Datele au fost salvate cu succes!');
    } catch (error) {
      toast.error(`A apărut o eroare: ${errorMessage(error)}`);
    }
  });

  const toggle = async () => {
    try {
      await setActive.mutateAsync(!user.active);
      toast.success(user.active ? 'Contul a fost dezactivat; sesiunile lui s-au închis.' : 'Contul a fost reactivat.');
    } catch (error) {
      toast.error(`A apărut o eroare: ${errorMessage(error)}`);
    }
  };

  return (
    <PageShell
      title={`${user.firstName} ${user.lastName}`}
      subtitle={`${ROLE_NAMES[user.role] ?? user.role} · ${user.email} · ${user.active ? 'activ' : 'dezactivat'}`}
      width="narrow"
      actions={
        <Button variant={user.active ? 'danger' : 'secondary'} onClick={() => void toggle()} loading={setActive.isPending}>
          {user.active ? 'Dezactivează contul' : 'Reactivează contul'}
        </Button>
      }
    >
      <form className="form card" onSubmit={onSubmit} noValidate aria-label="Datele utilizatorului">
        <TextField control={control} name="firstName" id="user-first-name" label="Prenume" />
        <TextField control={control} name="lastName" id="user-last-name" label="Nume" />
        <TextField control={control} name="phoneNumber" id="user-phone" label="Telefon" type="tel" />
        {isStaff ? (
          <FormField id="user-role" label="Rol">
            <Select {...register('role')}>
              <option value="ROLE_MANAGER">Manager</option>
              <option value="ROLE_ADMIN">Administrator</option>
            </Select>
          </FormField>
        ) : null}
        <Button type="submit" loading={edit.isPending}>
          Salvează
        </Button>
      </form>
      {!isStaff ? (
        <section className="card" aria-label="Comenzile clientului">
          <h2 className="section__title">Comenzi</h2>
          <p>
            Abonat la newsletter: <strong>{user.newsletterAccepted ? 'Da' : 'Nu'}</strong>. Comenzi livrate: {user.numberOfPurchases}, în
            valoare de {formatMoney(user.orderAmount)}.
          </p>
          {user.orders.length === 0 ? (
            <p className="op-muted">Clientul nu are comenzi.</p>
          ) : (
            <ul>
              {user.orders.map((o) => (
                <li key={o.id}>
                  <Link to={`/comenzi/${o.id}`}>#{o.orderNumber}</Link> · {formatDate(o.createdAt)} · {orderStatusLabel(o.status)} ·{' '}
                  {formatMoney(o.totalPrice)}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </PageShell>
  );
}
