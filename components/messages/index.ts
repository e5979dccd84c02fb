export { DeliveryList } from './delivery-list';
export { PatientDeliveryList } from './patient-delivery-list';
export { remindersText } from './reminders-text';
