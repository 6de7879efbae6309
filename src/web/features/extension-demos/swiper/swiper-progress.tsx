import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { SceneImage } from './scene-image';
import { SCENES } from './scenes';
import { useSwiperSetup } from './use-swiper-setup';

export default function SwiperProgress() {
  const { dir, a11y } = useSwiperSetup();
  return (
    <Swiper
      key={dir}
      dir={dir}
      modules={[Navigation, Pagination, A11y]}
      a11y={a11y}
      navigation
      // A bar along the top that fills as the reader moves through the slides.
      pagination={{ type: 'progressbar' }}
      spaceBetween={16}
      style={{ paddingTop: 12 }}
    >
      {SCENES.map((scene) => (
        <SwiperSlide key={scene}>
          <SceneImage scene={scene} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
