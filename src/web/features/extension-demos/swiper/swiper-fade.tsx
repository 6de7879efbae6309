import { A11y, EffectFade, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { SceneImage } from './scene-image';
import { SCENES } from './scenes';
import { useSwiperSetup } from './use-swiper-setup';

export default function SwiperFade() {
  const { dir, a11y } = useSwiperSetup();
  return (
    <Swiper
      key={dir}
      dir={dir}
      modules={[EffectFade, Navigation, Pagination, A11y]}
      a11y={a11y}
      effect="fade"
      // Each slide is opaque, so the one fading out never shows through the next.
      fadeEffect={{ crossFade: true }}
      navigation
      pagination={{ clickable: true }}
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
