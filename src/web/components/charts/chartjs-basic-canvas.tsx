import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { ChartJsView } from './chartjs-view';

/*
 * Line (and area), bar and doughnut charts only: the dashboards' kinds. Without the gallery's
 * bubble, scatter, polar-area and radar controllers and the radial scale this chunk is lighter
 * (ADR 0021). Registering is global, so a page that also loads chartjs-canvas shares the core.
 */
ChartJS.register(
  BarController,
  DoughnutController,
  LineController,
  ArcElement,
  BarElement,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Filler,
  Legend,
  Tooltip,
);

export default ChartJsView;
