export { Footer } from './components/footer';
export { Header } from './components/header';
export { Logo, LogoMark } from './components/logo';
export { PublicLayout } from './components/public-layout';
export { StaffLayout, type SideGroup, type SideItem } from './components/staff-layout';
