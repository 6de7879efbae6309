import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const QUESTIONS = ['shipping', 'returns', 'payment'] as const;

export default function AccordionBasic() {
  const { t } = useTranslation();
  return (
    <div>
      {QUESTIONS.map((q, i) => (
        <Accordion key={q} defaultExpanded={i === 0}>
          <AccordionSummary expandIcon={<IconChevronDown size={20} aria-hidden />}>
            <Typography component="span">{t(`components.expansionPanel.${q}`)}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" color="textSecondary">
              {t(`components.expansionPanel.${q}Answer`)}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
      <Accordion disabled>
        <AccordionSummary expandIcon={<IconChevronDown size={20} aria-hidden />}>
          <Typography component="span">{t('components.expansionPanel.disabled')}</Typography>
        </AccordionSummary>
      </Accordion>
    </div>
  );
}
