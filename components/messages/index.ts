export { DeliveryList } from './delivery-list';
export { PatientDeliveryList } from './patient-delivery-list';
export { RemindersSwitch } from './reminders-switch';
export { remindersText } from './reminders-text';
