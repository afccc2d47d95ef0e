
export { PublicLayout } from './components/public-layout';
export { StaffLayout, type SideGroup } from './components/staff-layout';
