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
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';
import type { ChartJsType } from './chartjs-theme';

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

export interface ChartJsCanvasProps {
  type: ChartJsType;
  data: ChartData<ChartJsType>;
  options: ChartOptions<ChartJsType>;
  label: string;
}

export default function ChartJsCanvas({ type, data, options, label }: ChartJsCanvasProps) {
  // The canvas is the image: it carries the name a screen reader announces.
  return <Chart type={type} data={data} options={options} aria-label={label} role="img" />;
}
