import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { Pagination, resultsRangeText } from '@/components/ui/pagination';
import { Tabs } from '@/components/ui/tabs';
import { ADMIN_PAGE_SIZE } from '@/lib/constants';
import { useUsers, type UserList } from '../api/get-users';
import { ADMINS_FAILED, NO_USERS, ROLE_NAMES, USERS_FAILED } from './messages';

const TABS: { id: UserList; label: string }[] = [
  { id: 'admins', label: 'Echipa (administratori și manageri)' },
  { id: 'users', label: 'Clienți' },
];

/** /admin/users: the staff and the customers, 10 a page, searchable by name or e-mail. */
export function UsersList() {
  const [list, setList] = useState<UserList>('admins');
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const query = useUsers(list, page, search);
  const data = query.data;
  return (
    <div className="adm-stack">
      <div className="adm-toolbar">
        <Tabs
          idPrefix="users"
          label="Utilizatori"
          items={TABS}
          value={list}
          onChange={(id) => {
            setList(id);
            setPage(0);
          }}
        />
        <label className="visually-hidden" htmlFor="users-search">
          Caută după nume sau e-mail
        </label>
        <Input
          id="users-search"
          type="search"
          placeholder="Caută după nume sau e-mail"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
        />
        <ButtonLink to={list === 'admins' ? '/admin/users/add-admin-user' : '/admin/users/add-user'}>
          {list === 'admins' ? 'Adaugă administrator' : 'Adaugă utilizator'}
        </ButtonLink>
      </div>
      {query.isPending ? (
        <LoadingCard />
      ) : query.isError ? (
        <LoadFailed title={list === 'admins' ? ADMINS_FAILED : USERS_FAILED} error={query.error} onRetry={() => void query.refetch()} />
      ) : !data || data.content.length === 0 ? (
        <EmptyState title={NO_USERS} />
      ) : (
        <>
          <p className="op-muted">{resultsRangeText(page, ADMIN_PAGE_SIZE, data.totalElements)}</p>
          <table className="rtable op-table">
            <caption className="visually-hidden">{list === 'admins' ? 'Echipa' : 'Clienți'}</caption>
            <thead>
              <tr>
                <th scope="col">Nume</th>
                <th scope="col">E-mail</th>
                <th scope="col">Telefon</th>
                <th scope="col">Rol</th>
                <th scope="col">Stare</th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((u) => (
                <tr key={u.id}>
                  <td data-label="Nume">
                    <Link to={`/admin/users/${u.id}`}>
                      {u.lastName} {u.firstName}
                    </Link>
                  </td>
                  <td data-label="E-mail">{u.email}</td>
                  <td data-label="Telefon">{u.phoneNumber ?? '—'}</td>
                  <td data-label="Rol">{ROLE_NAMES[u.role] ?? u.role}</td>
                  <td data-label="Stare">{u.active ? 'Activ' : 'Dezactivat'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} size={ADMIN_PAGE_SIZE} total={data.totalElements} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
