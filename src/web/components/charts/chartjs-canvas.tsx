import {
  ArcElement,
  BarController,
  BarElement,
  BubbleController,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
} from 'chart.js';
import { ChartJsView } from './chartjs-view';

/*
 * Only what the gallery and dashboards draw is registered (not `chart.js/auto`, which brings
 * every controller, scale and plugin): seven controllers, their elements, three scales and the
 * legend, tooltip and area fill. This module is the lazy chunk; importing it registers them once.
 */
ChartJS.register(
  BarController,
  BubbleController,
  DoughnutController,
  LineController,
  PolarAreaController,
  RadarController,
  ScatterController,
  ArcElement,
  BarElement,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  RadialLinearScale,
  Filler,
  Legend,
  Tooltip,
);

/** Every chart type of the gallery; line, bar and doughnut alone come lighter (chartjs-basic-canvas). */
export default ChartJsView;
