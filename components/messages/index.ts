export { DeliveryList } from './delivery-list';
export { RemindersSwitch } from './reminders-switch';
