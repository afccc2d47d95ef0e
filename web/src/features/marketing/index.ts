export { MarketingPage } from './components/marketing-page';
