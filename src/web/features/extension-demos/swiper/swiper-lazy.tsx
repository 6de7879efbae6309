import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { SceneImage } from './scene-image';
import { SCENES } from './scenes';
import { useSwiperSetup } from './use-swiper-setup';

export default function SwiperLazy() {
  const { dir, a11y } = useSwiperSetup();
  return (
    <Swiper
      key={dir}
      dir={dir}
      modules={[Navigation, Pagination, A11y]}
      a11y={a11y}
      navigation
      pagination={{ clickable: true }}
      spaceBetween={16}
      style={{ paddingBottom: 32 }}
    >
      {[...SCENES].reverse().map((scene) => (
        // `lazy`: Swiper shows its spinner until the picture, fetched by the browser only when the
        // slide comes near (loading="lazy"), has arrived.
        <SwiperSlide key={scene} lazy>
          <SceneImage scene={scene} lazy />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
