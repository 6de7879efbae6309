import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { SceneImage } from './scene-image';
import { SCENES } from './scenes';
import { useSwiperSetup } from './use-swiper-setup';

export default function SwiperPagination() {
  const { dir, a11y } = useSwiperSetup();
  return (
    <Swiper
      key={dir}
      dir={dir}
      modules={[Pagination, A11y]}
      a11y={a11y}
      // Clickable bullets, and a few at a time so eight slides do not make a long row.
      pagination={{ clickable: true, dynamicBullets: true }}
      spaceBetween={16}
      style={{ paddingBottom: 32 }}
    >
      {SCENES.map((scene) => (
        <SwiperSlide key={scene}>
          <SceneImage scene={scene} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
