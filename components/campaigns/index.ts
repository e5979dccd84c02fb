export { ChannelForm } from './channel-form';
export { DayChart } from './day-chart';
export { LinkBuilder, type BuilderChoices } from './link-builder';
