export { ApexGallery } from './apex-gallery';
export { ChartjsGallery } from './chartjs-gallery';
