import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { IconQuote, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Portrait, type PortraitLook } from './portrait';
import { CardGrid, LandingSection } from './landing-section';

const REVIEWS: { key: string; rating: number; look: PortraitLook }[] = [
  { key: 'r1', rating: 5, look: { skin: '#f1c7a5', hair: '#8a4b2a', shirt: '#7367f0', long: true } },
  { key: 'r2', rating: 5, look: { skin: '#c68c63', hair: '#2b211c', shirt: '#28c76f' } },
  { key: 'r3', rating: 4, look: { skin: '#e0ac84', hair: '#1f1a17', shirt: '#ff9f43', long: true } },
  { key: 'r4', rating: 5, look: { skin: '#f6d3b8', hair: '#d9a441', shirt: '#00bad1' } },
];

/** Four demo customers' words, with their rating. */
export function ReviewsSection() {
  const { t } = useTranslation();
  return (
    <LandingSection name="reviews" tinted>
      <CardGrid sx={{ gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        {REVIEWS.map(({ key, rating, look }) => (
          <Box component="li" key={key} sx={{ display: 'flex' }}>
            <Card component="figure" sx={{ m: 0, width: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, flexGrow: 1 }}>
                <Box sx={{ color: 'primary.main' }} aria-hidden>
                  <IconQuote size={30} />
                </Box>
                <Typography component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
                  {t(`landing.reviews.${key}.quote`)}
                </Typography>
                <Box
                  role="img"
                  aria-label={t('landing.reviews.rating', { rating })}
                  sx={{ display: 'flex', gap: 0.25 }}
                >
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Box
                      key={n}
                      component="span"
                      sx={{ display: 'flex', color: n <= rating ? 'warning.main' : 'action.disabled' }}
                    >
                      <IconStarFilled size={18} aria-hidden />
                    </Box>
                  ))}
                </Box>
                <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Box sx={{ borderRadius: '50%', overflow: 'hidden', flexShrink: 0, bgcolor: 'action.hover' }}>
                    <Portrait look={look} size={44} />
                  </Box>
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{t(`landing.reviews.${key}.name`)}</Typography>
                    <Typography variant="body2" color="textSecondary">
                      {t(`landing.reviews.${key}.role`)}
                    </Typography>
                  </Box>
                </Box>
              </CardContent>
            </Card>
          </Box>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
