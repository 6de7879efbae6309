import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { sceneSrc, type Scene } from './scenes';

/**
 * One picture of a slide with its name on a chip: shared by the examples so each of them shows
 * only what is particular to it. `lazy` lets the browser fetch it when its slide comes near.
 */
export function SceneImage({ scene, height = 220, lazy }: { scene: Scene; height?: number; lazy?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ position: 'relative', height, borderRadius: 1.5, overflow: 'hidden', bgcolor: 'action.hover' }}>
      <Box
        component="img"
        src={sceneSrc(scene)}
        alt={t(`extensions.swiper.alt.${scene}`)}
        loading={lazy ? 'lazy' : undefined}
        width={960}
        height={600}
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Box
        component="span"
        sx={(theme) => ({
          position: 'absolute',
          insetInlineStart: 12,
          bottom: 12,
          px: 1.25,
          py: 0.25,
          borderRadius: 1,
          typography: 'subtitle2',
          color: 'text.primary',
          bgcolor: theme.alpha(theme.vars.palette.background.paper, 0.92),
        })}
      >
        {t(`extensions.swiper.scene.${scene}`)}
      </Box>
    </Box>
  );
}
