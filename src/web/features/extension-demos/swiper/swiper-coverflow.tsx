import { A11y, EffectCoverflow, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/pagination';
import { SceneImage } from './scene-image';
import { SCENES } from './scenes';
import { useSwiperSetup } from './use-swiper-setup';

export default function SwiperCoverflow() {
  const { dir, a11y } = useSwiperSetup();
  return (
    <Swiper
      key={dir}
      dir={dir}
      modules={[EffectCoverflow, Pagination, A11y]}
      a11y={a11y}
      effect="coverflow"
      grabCursor
      centeredSlides
      // Each slide keeps its own width (below), and the ones beside the middle turn away.
      slidesPerView="auto"
      coverflowEffect={{ rotate: 40, stretch: 0, depth: 120, modifier: 1, slideShadows: true }}
      pagination={{ clickable: true }}
      style={{ paddingBottom: 32 }}
    >
      {SCENES.map((scene) => (
        <SwiperSlide key={scene} style={{ width: 220 }}>
          <SceneImage scene={scene} height={200} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
