import type { DemoSource } from '@web/components/demo-card';
import type { ComponentType } from 'react';
import SwiperAutoplay from './swiper-autoplay';
import SwiperCoverflow from './swiper-coverflow';
import SwiperCube from './swiper-cube';
import SwiperFade from './swiper-fade';
import SwiperGrid from './swiper-grid';
import SwiperLazy from './swiper-lazy';
import SwiperLoop from './swiper-loop';
import SwiperMultiple from './swiper-multiple';
import SwiperNavigation from './swiper-navigation';
import SwiperPagination from './swiper-pagination';
import SwiperProgress from './swiper-progress';
import SwiperResponsive from './swiper-responsive';
import SwiperThumbs from './swiper-thumbs';

/** One example: its title is `extensions.swiper.<id>`, its description `<id>Desc`. */
export interface SwiperDemo {
  id: string;
  Component: ComponentType;
  /** The same file as Component, as text, for "Show code". */
  source: DemoSource;
  /** Takes the whole row on wide screens. */
  wide?: boolean;
}

export const swiperDemos: readonly SwiperDemo[] = [
  { id: 'navigation', Component: SwiperNavigation, source: () => import('./swiper-navigation.tsx?raw') },
  { id: 'pagination', Component: SwiperPagination, source: () => import('./swiper-pagination.tsx?raw') },
  { id: 'progress', Component: SwiperProgress, source: () => import('./swiper-progress.tsx?raw') },
  { id: 'multiple', Component: SwiperMultiple, source: () => import('./swiper-multiple.tsx?raw') },
  { id: 'grid', Component: SwiperGrid, source: () => import('./swiper-grid.tsx?raw') },
  { id: 'loop', Component: SwiperLoop, source: () => import('./swiper-loop.tsx?raw') },
  { id: 'autoplay', Component: SwiperAutoplay, source: () => import('./swiper-autoplay.tsx?raw') },
  { id: 'fade', Component: SwiperFade, source: () => import('./swiper-fade.tsx?raw') },
  { id: 'cube', Component: SwiperCube, source: () => import('./swiper-cube.tsx?raw') },
  { id: 'coverflow', Component: SwiperCoverflow, source: () => import('./swiper-coverflow.tsx?raw') },
  { id: 'lazy', Component: SwiperLazy, source: () => import('./swiper-lazy.tsx?raw') },
  { id: 'responsive', Component: SwiperResponsive, source: () => import('./swiper-responsive.tsx?raw') },
  { id: 'thumbs', Component: SwiperThumbs, source: () => import('./swiper-thumbs.tsx?raw'), wide: true },
];
