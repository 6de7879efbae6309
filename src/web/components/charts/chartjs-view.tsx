import type { ChartData, ChartOptions, Plugin } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import type { ChartJsType } from './chartjs-theme';

export interface ChartJsCanvasProps {
  type: ChartJsType;
  data: ChartData<ChartJsType>;
  options: ChartOptions<ChartJsType>;
  label: string;
  plugins?: Plugin<ChartJsType>[] | undefined;
}

/** The canvas, once the chart's parts are registered (chartjs-canvas / chartjs-basic-canvas). */
export function ChartJsView({ type, data, options, label, plugins }: ChartJsCanvasProps) {
  // The canvas is the image: it carries the name a screen reader announces.
  return <Chart type={type} data={data} options={options} plugins={plugins ?? []} aria-label={label} role="img" />;
}
