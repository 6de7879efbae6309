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
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, next: SellerHomePeriod | null) => next && onChange(next)}
      aria-label={t('sellerHome.period.label')}
    >
      {SELLER_HOME_PERIODS.map((p) => (
        <ToggleButton key={p} value={p}>
          {t(`sellerHome.period.${p}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
