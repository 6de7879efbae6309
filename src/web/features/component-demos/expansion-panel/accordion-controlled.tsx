import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const STEPS = ['account', 'profile', 'billing'] as const;

export default function AccordionControlled() {
  const { t } = useTranslation();
  // One panel open at a time: opening one closes the others.
  const [expanded, setExpanded] = useState<string | false>('account');
  return (
    <div>
      {STEPS.map((step) => (
        <Accordion key={step} expanded={expanded === step} onChange={(_, open) => setExpanded(open ? step : false)}>
          <AccordionSummary expandIcon={<IconChevronDown size={20} aria-hidden />}>
            <Typography component="span" sx={{ width: '40%', flexShrink: 0 }}>
              {t(`components.expansionPanel.${step}`)}
            </Typography>
            <Typography component="span" color="textSecondary">
              {t(`components.expansionPanel.${step}Hint`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{t(`components.expansionPanel.${step}Text`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
