import type { SellerHome } from '@common/schemas/seller-home';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { IconPencil } from '@tabler/icons-react';
import { editListingPath } from '@web/lib/paths';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Listings the member started and never published, each a link back into the editor. */
export function DraftsCard({ drafts }: { drafts: SellerHome['drafts'] }) {
  const { t, i18n } = useTranslation();
  return (
    <Card data-testid="seller-drafts">
      <CardHeader
        title={t('sellerHome.drafts.title')}
        subheader={t('sellerHome.drafts.subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' }, subheader: { variant: 'body2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {drafts.map((d) => (
            <Box component="li" key={d.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {d.name}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {t('sellerHome.drafts.edited', {
                    date: new Date(d.updatedAt).toLocaleDateString(i18n.language, { month: 'short', day: 'numeric' }),
                  })}
                </Typography>
              </Box>
              <Button
                component={RouterLink}
                to={editListingPath(d.id)}
                size="small"
                variant="outlined"
                startIcon={<IconPencil size={16} />}
                aria-label={`${t('sellerHome.drafts.finish')}: ${d.name}`}
              >
                {t('sellerHome.drafts.finish')}
              </Button>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
