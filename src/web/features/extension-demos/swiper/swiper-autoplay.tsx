import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { SceneImage } from './scene-image';
import { SCENES } from './scenes';
import { useSwiperSetup } from './use-swiper-setup';

// Moving content must let the reader stop it (WCAG 2.2.2), and it starts still for readers who
// asked their system for less motion.
const reduceMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function SwiperAutoplay() {
  const { t } = useTranslation();
  const { dir, a11y } = useSwiperSetup();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [playing, setPlaying] = useState(() => !reduceMotion());

  const toggle = () => {
    if (playing) swiper?.autoplay.stop();
    else swiper?.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <Stack spacing={1.5}>
      <Swiper
        key={dir}
        dir={dir}
        modules={[Autoplay, Pagination, A11y]}
        a11y={a11y}
        onSwiper={(s) => {
          setSwiper(s);
          if (!playing) s.autoplay.stop();
        }}
        autoplay={{ delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true }}
        loop
        pagination={{ clickable: true }}
        style={{ paddingBottom: 32 }}
      >
        {SCENES.map((scene) => (
          <SwiperSlide key={scene}>
            <SceneImage scene={scene} />
          </SwiperSlide>
        ))}
      </Swiper>
      <Button
        variant="tonal"
        onClick={toggle}
        aria-pressed={!playing}
        startIcon={playing ? <IconPlayerPause size={18} aria-hidden /> : <IconPlayerPlay size={18} aria-hidden />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {playing ? t('extensions.swiper.pause') : t('extensions.swiper.play')}
      </Button>
    </Stack>
  );
}
