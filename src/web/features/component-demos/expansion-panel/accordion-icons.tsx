import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconCreditCard, IconPlus, IconTruck, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const TOPICS = [
  { id: 'orders', Icon: IconTruck },
  { id: 'account', Icon: IconUserCircle },
  { id: 'billing', Icon: IconCreditCard },
] as const;

export default function AccordionIcons() {
  const { t } = useTranslation();
  return (
    <Box>
      {TOPICS.map(({ id, Icon }) => (
        // Outlined, apart from each other, with a plus that turns into a cross when open.
        <Accordion
          key={id}
          variant="outlined"
          disableGutters
          sx={{ mb: 1.5, borderRadius: 1, '&::before': { display: 'none' } }}
        >
          <AccordionSummary
            expandIcon={<IconPlus size={18} aria-hidden />}
            sx={{ '& .MuiAccordionSummary-expandIconWrapper.Mui-expanded': { transform: 'rotate(45deg)' } }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Icon size={20} aria-hidden />
              <Typography component="span">{t(`components.expansionPanel.${id}`)}</Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" color="textSecondary">
              {t(`components.expansionPanel.${id}Text`)}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
