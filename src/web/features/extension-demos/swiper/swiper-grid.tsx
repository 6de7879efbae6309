import { A11y, Grid, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/grid';
import 'swiper/css/pagination';
import { SceneImage } from './scene-image';
import { SCENES } from './scenes';
import { useSwiperSetup } from './use-swiper-setup';

export default function SwiperGrid() {
  const { dir, a11y } = useSwiperSetup();
  return (
    <Swiper
      key={dir}
      dir={dir}
      modules={[Grid, Pagination, A11y]}
      a11y={a11y}
      // Two rows of two: eight pictures make two pages of four.
      slidesPerView={2}
      grid={{ rows: 2, fill: 'row' }}
      spaceBetween={12}
      pagination={{ clickable: true }}
      style={{ paddingBottom: 32 }}
    >
      {SCENES.map((scene) => (
        <SwiperSlide key={scene}>
          <SceneImage scene={scene} height={110} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
