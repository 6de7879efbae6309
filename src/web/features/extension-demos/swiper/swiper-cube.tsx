import Box from '@mui/material/Box';
import { A11y, EffectCube, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-cube';
import 'swiper/css/pagination';
import { SceneImage } from './scene-image';
import { SCENES } from './scenes';
import { useSwiperSetup } from './use-swiper-setup';

export default function SwiperCube() {
  const { dir, a11y } = useSwiperSetup();
  return (
    // A cube needs square faces and room around it for its shadow.
    <Box sx={{ width: 240, maxWidth: '100%', mx: 'auto', pb: 5 }}>
      <Swiper
        key={dir}
        dir={dir}
        modules={[EffectCube, Pagination, A11y]}
        a11y={a11y}
        effect="cube"
        grabCursor
        cubeEffect={{ shadow: true, slideShadows: true, shadowOffset: 20, shadowScale: 0.9 }}
        pagination={{ clickable: true }}
      >
        {SCENES.slice(0, 6).map((scene) => (
          <SwiperSlide key={scene}>
            <SceneImage scene={scene} height={240} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
