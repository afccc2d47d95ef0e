import './home.css';

export { HomePage } from './components/home-page';
