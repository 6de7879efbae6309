export { DemoPage, type Demo } from './demo-page';
