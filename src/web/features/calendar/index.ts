// The calendar app; the /apps/calendar page composes it.
export { CalendarApp } from './components/calendar-app';
