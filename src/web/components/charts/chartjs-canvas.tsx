import {
  BubbleController,
  Chart as ChartJS,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
} from 'chart.js';
// The dashboards' kinds (line, bar, doughnut) with their elements, scales and plugins, registered there.
import './chartjs-basic-canvas';
import { ChartJsView } from './chartjs-view';

/*
 * Only what the gallery draws is registered (not `chart.js/auto`, which brings every controller,
 * scale and plugin): the dashboards' set (chartjs-basic-canvas) and the gallery's bubble, scatter,
 * polar-area and radar charts with the radial scale. This module is the lazy chunk; importing it
 * registers them once.
 */
ChartJS.register(BubbleController, PolarAreaController, RadarController, ScatterController, RadialLinearScale);

/** Every chart type of the gallery; line, bar and doughnut alone come lighter (chartjs-basic-canvas). */
export default ChartJsView;
