import type { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { ComponentProps } from 'react';

type PickerTexts = NonNullable<ComponentProps<typeof LocalizationProvider>['localeText']>;

const VIEWS: Record<string, string> = {
  year: 'السنة',
  month: 'الشهر',
  day: 'اليوم',
  weekDay: 'يوم الأسبوع',
  hours: 'الساعات',
  minutes: 'الدقائق',
  seconds: 'الثواني',
  meridiem: 'صباحًا/مساءً',
};
const viewName = (view: string) => VIEWS[view] ?? view;

/**
 * The date pickers' own words in Arabic: MUI X ships no Arabic texts, so its buttons and
 * screen-reader labels read English to an Arabic reader. Loaded only by the date page in Arabic
 * (picker-locale.ts). The field's section placeholders keep Latin letters (DD/MM/YYYY), as the
 * digits a reader types do.
 */
export const arabicPickerTexts: PickerTexts = {
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  openPreviousView: 'فتح العرض السابق',
  openNextView: 'فتح العرض التالي',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year' ? 'عرض السنوات مفتوح، انتقل إلى عرض التقويم' : 'عرض التقويم مفتوح، انتقل إلى عرض السنوات',
  start: 'البداية',
  end: 'النهاية',
  startDate: 'تاريخ البداية',
  startTime: 'وقت البداية',
  endDate: 'تاريخ النهاية',
  endTime: 'وقت النهاية',
  cancelButtonLabel: 'إلغاء',
  clearButtonLabel: 'مسح',
  okButtonLabel: 'موافق',
  todayButtonLabel: 'اليوم',
  nextStepButtonLabel: 'التالي',
  datePickerToolbarTitle: 'اختر التاريخ',
  dateTimePickerToolbarTitle: 'اختر التاريخ والوقت',
  timePickerToolbarTitle: 'اختر الوقت',
  dateRangePickerToolbarTitle: 'اختر نطاق التاريخ',
  timeRangePickerToolbarTitle: 'اختر نطاق الوقت',
  clockLabelText: (view, formattedTime) =>
    `اختر ${viewName(view)}. ${formattedTime ? `الوقت المحدد هو ${formattedTime}` : 'لم يتم تحديد وقت'}`,
  hoursClockNumberText: (hours) => `${hours} ساعة`,
  minutesClockNumberText: (minutes) => `${minutes} دقيقة`,
  secondsClockNumberText: (seconds) => `${seconds} ثانية`,
  selectViewText: (view) => `اختر ${viewName(view)}`,
  calendarWeekNumberHeaderLabel: 'رقم الأسبوع',
  calendarWeekNumberHeaderText: '#',
  calendarWeekNumberAriaLabelText: (weekNumber) => `الأسبوع ${weekNumber}`,
  calendarWeekNumberText: (weekNumber) => `${weekNumber}`,
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `اختر التاريخ، التاريخ المحدد هو ${formattedDate}` : 'اختر التاريخ',
  openTimePickerDialogue: (formattedTime) =>
    formattedTime ? `اختر الوقت، الوقت المحدد هو ${formattedTime}` : 'اختر الوقت',
  openRangePickerDialogue: (formattedRange) =>
    formattedRange ? `اختر النطاق، النطاق المحدد هو ${formattedRange}` : 'اختر النطاق',
  fieldClearLabel: 'مسح',
  timeTableLabel: 'اختر الوقت',
  dateTableLabel: 'اختر التاريخ',
  fieldYearPlaceholder: (params) => 'Y'.repeat(params.digitAmount),
  fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'MMMM' : 'MM'),
  fieldDayPlaceholder: () => 'DD',
  fieldWeekDayPlaceholder: (params) => (params.contentType === 'letter' ? 'EEEE' : 'EE'),
  fieldHoursPlaceholder: () => 'hh',
  fieldMinutesPlaceholder: () => 'mm',
  fieldSecondsPlaceholder: () => 'ss',
  fieldMeridiemPlaceholder: () => 'aa',
  year: VIEWS.year!,
  month: VIEWS.month!,
  day: VIEWS.day!,
  weekDay: VIEWS.weekDay!,
  hours: VIEWS.hours!,
  minutes: VIEWS.minutes!,
  seconds: VIEWS.seconds!,
  meridiem: VIEWS.meridiem!,
  empty: 'فارغ',
};
