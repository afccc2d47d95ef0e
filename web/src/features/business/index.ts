import './components/business.css';
export { useBusinessInformation } from './api/get-business-information';

export { BusinessSchedule } from './components/business-schedule';
export { ContactDetails } from './components/contact-details';
export { PickupPoints } from './components/pickup-points';

export { cityLine, streetLine } from './lib/contact';

export { BusinessStructuredData } from './components/business-structured-data';
