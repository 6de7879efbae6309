import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { SceneImage } from './scene-image';
import { SCENES } from './scenes';
import { useSwiperSetup } from './use-swiper-setup';

export default function SwiperLoop() {
  const { dir, a11y } = useSwiperSetup();
  return (
    <Swiper
      key={dir}
      dir={dir}
      modules={[Navigation, Pagination, A11y]}
      a11y={a11y}
      // After the last slide comes the first again, in both directions.
      loop
      spaceBetween={12}
      navigation
      pagination={{ clickable: true }}
      style={{ paddingBottom: 32 }}
    >
      {SCENES.map((scene) => (
        <SwiperSlide key={scene}>
          <SceneImage scene={scene} height={200} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
