import { useDocumentDirection } from '@web/core/theme/use-document-direction';
import { useTranslation } from 'react-i18next';
import type { A11yOptions } from 'swiper/types';

/**
 * What every example passes to <Swiper>: the page's text direction (Swiper reads it once, at
 * start, so the examples are keyed by it and start again when the language turns to Arabic) and
 * the words its A11y module gives the buttons, slides and bullets, in the reader's language.
 */
export function useSwiperSetup(): { dir: 'ltr' | 'rtl'; a11y: A11yOptions } {
  const { t } = useTranslation();
  const dir = useDocumentDirection();
  return {
    dir,
    a11y: {
      prevSlideMessage: t('extensions.swiper.a11y.prev'),
      nextSlideMessage: t('extensions.swiper.a11y.next'),
      firstSlideMessage: t('extensions.swiper.a11y.first'),
      lastSlideMessage: t('extensions.swiper.a11y.last'),
      // Swiper puts the numbers in itself: the placeholders are passed on as they are.
      paginationBulletMessage: t('extensions.swiper.a11y.bullet', { index: '{{index}}' }),
      slideLabelMessage: t('extensions.swiper.a11y.slideLabel', {
        index: '{{index}}',
        slidesLength: '{{slidesLength}}',
      }),
      containerRoleDescriptionMessage: t('extensions.swiper.a11y.carousel'),
      itemRoleDescriptionMessage: t('extensions.swiper.a11y.slide'),
    },
  };
}
