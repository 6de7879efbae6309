import Alert from '@mui/material/Alert';
import { TEST_CARD_NUMBER } from '@common/billing/card';
import { useTranslation } from 'react-i18next';

/**
 * Said wherever a card is asked for: no payment provider is connected, nothing is charged. The test
 * card's number is isolated left to right (LRI ... PDI), so its groups keep their order in Arabic.
 */
export function TestModeNotice() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" data-testid="test-mode-notice">
      <strong>{t('billing.testMode.title')}</strong>{' '}
      {t('billing.testMode.text', { card: `\u2066${TEST_CARD_NUMBER}\u2069` })}
    </Alert>
  );
}
