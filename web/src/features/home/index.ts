import './home.css';

export { HeroSlider } from './components/hero-slider';
export { HERO_SLIDES, type HeroSlide } from './components/hero-slides';
export { HomePage } from './components/home-page';
