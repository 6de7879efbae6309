import { isLangCode, languageOf } from '@common/i18n/languages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { candleDates, dayLabels, monthNames, weekdayNames } from './sample-data';

/** Month, weekday and day names in the reader's language (Intl knows them all). */
export function useChartLabels() {
  const { i18n } = useTranslation();
  const code = i18n.language;
  return useMemo(() => {
    // "cn" and "br" are our codes, not language tags Intl understands.
    const tag = isLangCode(code) ? languageOf(code).htmlLang : code;
    return { months: monthNames(tag), weekdays: weekdayNames(tag), days: dayLabels(tag, candleDates) };
  }, [code]);
}
