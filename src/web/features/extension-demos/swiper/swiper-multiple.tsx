import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { SceneImage } from './scene-image';
import { SCENES } from './scenes';
import { useSwiperSetup } from './use-swiper-setup';

export default function SwiperMultiple() {
  const { dir, a11y } = useSwiperSetup();
  return (
    <Swiper
      key={dir}
      dir={dir}
      modules={[Pagination, A11y]}
      a11y={a11y}
      slidesPerView={2}
      slidesPerGroup={2}
      spaceBetween={12}
      pagination={{ clickable: true }}
      style={{ paddingBottom: 32 }}
    >
      {SCENES.map((scene) => (
        <SwiperSlide key={scene}>
          <SceneImage scene={scene} height={160} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
