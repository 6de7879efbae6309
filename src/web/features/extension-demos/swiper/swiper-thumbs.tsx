import Box from '@mui/material/Box';
import { useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y, FreeMode, Navigation, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/free-mode';
import 'swiper/css/navigation';
import 'swiper/css/thumbs';
import { SceneImage } from './scene-image';
import { SCENES } from './scenes';
import { useSwiperSetup } from './use-swiper-setup';

export default function SwiperThumbs() {
  const { dir, a11y } = useSwiperSetup();
  // The strip of thumbnails, handed to the big swiper once it exists.
  const [thumbs, setThumbs] = useState<SwiperClass | null>(null);
  return (
    <Box key={dir}>
      <Swiper
        dir={dir}
        modules={[FreeMode, Navigation, Thumbs, A11y]}
        a11y={a11y}
        navigation
        spaceBetween={12}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
      >
        {SCENES.map((scene) => (
          <SwiperSlide key={scene}>
            <SceneImage scene={scene} height={300} />
          </SwiperSlide>
        ))}
      </Swiper>
      <Swiper
        dir={dir}
        modules={[FreeMode, Thumbs, A11y]}
        a11y={a11y}
        onSwiper={setThumbs}
        slidesPerView={4}
        spaceBetween={8}
        freeMode
        watchSlidesProgress
        style={{ marginTop: 8 }}
        className="thumbs-strip"
      >
        {SCENES.map((scene) => (
          <SwiperSlide key={scene}>
            <SceneImage scene={scene} height={64} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
