import Alert from '@mui/material/Alert';
import { TEST_CARD_NUMBER } from '@common/billing/card';
import { useTranslation } from 'react-i18next';

/** Said wherever a card is asked for: no payment provider is connected, nothing is charged. */
export function TestModeNotice() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" data-testid="test-mode-notice">
      <strong>{t('billing.testMode.title')}</strong> {t('billing.testMode.text', { card: TEST_CARD_NUMBER })}
    </Alert>
  );
}
