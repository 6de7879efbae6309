/**
 * The pictures the swiper examples show: eight small landscapes shipped in the repo
 * (src/web/public/images/swiper, made by scripts/make-swiper-images.mjs), never fetched from elsewhere.
 */
export const SCENES = ['dawn', 'noon', 'dusk', 'night', 'lake', 'desert', 'forest', 'snow'] as const;
export type Scene = (typeof SCENES)[number];

export const sceneSrc = (scene: Scene) => `/images/swiper/${scene}.webp`;
