import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { SceneImage } from './scene-image';
import { SCENES } from './scenes';
import { useSwiperSetup } from './use-swiper-setup';

export default function SwiperResponsive() {
  const { dir, a11y } = useSwiperSetup();
  return (
    <Swiper
      key={dir}
      dir={dir}
      modules={[Pagination, A11y]}
      a11y={a11y}
      // Measured on the card, not the window: one slide on a phone, up to four on a wide row.
      breakpointsBase="container"
      slidesPerView={1}
      spaceBetween={12}
      breakpoints={{
        420: { slidesPerView: 2 },
        640: { slidesPerView: 3 },
        900: { slidesPerView: 4, spaceBetween: 16 },
      }}
      pagination={{ clickable: true }}
      style={{ paddingBottom: 32 }}
    >
      {SCENES.map((scene) => (
        <SwiperSlide key={scene}>
          <SceneImage scene={scene} height={150} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
