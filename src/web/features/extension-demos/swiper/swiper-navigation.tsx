import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import { SceneImage } from './scene-image';
import { SCENES } from './scenes';
import { useSwiperSetup } from './use-swiper-setup';

export default function SwiperNavigation() {
  const { dir, a11y } = useSwiperSetup();
  return (
    <Swiper key={dir} dir={dir} modules={[Navigation, A11y]} a11y={a11y} navigation spaceBetween={16}>
      {SCENES.map((scene) => (
        <SwiperSlide key={scene}>
          <SceneImage scene={scene} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
