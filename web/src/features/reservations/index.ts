export { ReservationForm } from './components/reservation-form';
