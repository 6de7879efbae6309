export { DemoCard, type DemoSource } from './demo-card';
