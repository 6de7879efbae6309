import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The reader's language as an Intl tag ("cn" and "br" are the product's codes, not valid tags). */
const INTL_TAG: Record<string, string> = { cn: 'zh-CN', br: 'pt-BR' };

/** Figures of the demo cards written the reader's way: numbers, money, compact money, percents. */
export function useFormats() {
  const { i18n } = useTranslation();
  const tag = INTL_TAG[i18n.language] ?? i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(tag);
    const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const compactMoney = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
    const signedPercent = new Intl.NumberFormat(tag, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    const hours = new Intl.NumberFormat(tag, { style: 'unit', unit: 'hour', unitDisplay: 'long' });
    const relative = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
    return {
      tag,
      /** 18 -> "18 hours", in the reader's words and plural. */
      hours: (n: number) => hours.format(n),
      /** 45 -> "45 minutes ago"; from an hour, in hours. */
      minutesAgo: (n: number) =>
        n < 60 ? relative.format(-n, 'minute') : relative.format(-Math.round(n / 60), 'hour'),
      number: (n: number) => number.format(n),
      money: (n: number) => money.format(n),
      compactMoney: (n: number) => compactMoney.format(n),
      /** 0.42 -> "42%". */
      percent: (share: number) => percent.format(share),
      /** 0.12 -> "+12%", -0.05 -> "-5%". */
      signedPercent: (share: number) => signedPercent.format(share),
    };
  }, [tag]);
}
