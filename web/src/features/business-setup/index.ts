export { ContactForm } from './components/contact-form';
export { LocationForms } from './components/location-form';
export { PaymentMethodsForm } from './components/payment-methods-form';
export { ScheduleForm } from './components/schedule-form';
export { ServicesForm } from './components/services-form';

export { DeliveryZones } from './components/delivery-zones';
export { UnansweredAlertForm } from './components/unanswered-alert-form';
