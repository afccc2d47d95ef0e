export { NewUserForm } from './components/new-user-form';
export { UserDetail } from './components/user-detail';
export { UsersList } from './components/users-list';
