import { SELLER_HOME_PERIODS, type SellerHomePeriod } from '@common/schemas/seller-home';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

/** 7, 30 or 90 days: the span every figure and chart of the home covers. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: SellerHomePeriod;
  onChange: (p: SellerHomePeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup size="small" exclusive value={value} aria-label={t('sellerHome.period.label')}>
      {SELLER_HOME_PERIODS.map((p) => (
        // Each button sets its own period rather than the group toggling: the address (and so
        // `value`) follows a click inside a transition, and a quick second click on the button
        // still shown as pressed would otherwise read as "unpress" and be lost.
        <ToggleButton key={p} value={p} onClick={() => onChange(p)}>
          {t(`sellerHome.period.${p}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
