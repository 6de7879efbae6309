import type { SiteId } from '../../../common/sites';

/** One demo course: its title, a sentence about it, its topic slug and level. */
export interface DemoCourse {
  title: string;
  about: string;
  category: string;
  level: 'beginner' | 'intermediate' | 'advanced';
}

/** The words a language needs to make lessons: three syllabus sections and lesson titles in order. */
export interface DemoLessonWords {
  sections: readonly [string, string, string];
  lessons: readonly string[];
}

const AI_COURSES: DemoCourse[] = [
  {
    title: 'Machine learning from scratch',
    about: 'Build and train your first models with plain Python and clear maths.',
    category: 'ai',
    level: 'beginner',
  },
  {
    title: 'Prompt engineering for work',
    about: 'Write prompts that give reliable answers for writing, coding and research.',
    category: 'ai',
    level: 'beginner',
  },
  {
    title: 'Deep learning with PyTorch',
    about: 'Networks, training loops and GPUs, one working notebook at a time.',
    category: 'ai',
    level: 'intermediate',
  },
  {
    title: 'Large language models explained',
    about: 'Tokens, attention and fine-tuning, without the hype.',
    category: 'ai',
    level: 'intermediate',
  },
  {
    title: 'Computer vision in practice',
    about: 'Classify, detect and segment images with modern models.',
    category: 'ai',
    level: 'advanced',
  },
  {
    title: 'Data analysis with pandas',
    about: 'Clean, join and summarise real data sets quickly.',
    category: 'data',
    level: 'beginner',
  },
  {
    title: 'Statistics for data science',
    about: 'The statistics you need to trust your results.',
    category: 'data',
    level: 'intermediate',
  },
  {
    title: 'SQL for analysts',
    about: 'Answer business questions straight from the database.',
    category: 'data',
    level: 'beginner',
  },
  {
    title: 'Python for beginners',
    about: 'Variables, loops and functions through small useful programs.',
    category: 'programming',
    level: 'beginner',
  },
  {
    title: 'Building AI apps with APIs',
    about: 'Ship a small product around a model API, safely.',
    category: 'programming',
    level: 'intermediate',
  },
  {
    title: 'MLOps: models in production',
    about: 'Versioning, monitoring and serving models that keep working.',
    category: 'programming',
    level: 'advanced',
  },
  {
    title: 'Designing with AI tools',
    about: 'Use generative tools in a design workflow you control.',
    category: 'design',
    level: 'beginner',
  },
  {
    title: 'AI for small business',
    about: 'Where AI saves time in a small company, and where it does not.',
    category: 'business',
    level: 'beginner',
  },
  {
    title: 'Responsible AI and ethics',
    about: 'Bias, privacy and law for the people who build AI.',
    category: 'business',
    level: 'intermediate',
  },
];

const EN_COURSES: DemoCourse[] = [
  {
    title: 'Selling online: the essentials',
    about: 'Write listings that get answers and close the deal.',
    category: 'business',
    level: 'beginner',
  },
  {
    title: 'Product photography with a phone',
    about: 'Light, framing and editing for pictures that sell.',
    category: 'design',
    level: 'beginner',
  },
  {
    title: 'Pricing that works',
    about: 'Set and test prices with simple numbers.',
    category: 'business',
    level: 'intermediate',
  },
  {
    title: 'Social media marketing',
    about: 'Plan posts and grow an audience that buys.',
    category: 'marketing',
    level: 'beginner',
  },
  {
    title: 'Customer service that brings people back',
    about: 'Answer quickly, kindly and in a way that builds trust.',
    category: 'business',
    level: 'beginner',
  },
  {
    title: 'Spreadsheets for your side business',
    about: 'Track stock, costs and profit in one sheet.',
    category: 'data',
    level: 'beginner',
  },
  {
    title: 'Writing that persuades',
    about: 'Short, clear copy for listings, mails and pages.',
    category: 'marketing',
    level: 'intermediate',
  },
  {
    title: 'Video calls that sell',
    about: 'Show, explain and agree on a call with confidence.',
    category: 'lifestyle',
    level: 'beginner',
  },
  {
    title: 'Building a personal brand',
    about: 'Be the seller people remember and recommend.',
    category: 'marketing',
    level: 'advanced',
  },
];

const PL_COURSES: DemoCourse[] = [
  {
    title: 'Sprzedaż w internecie od podstaw',
    about: 'Ogłoszenia, na które ludzie odpowiadają.',
    category: 'business',
    level: 'beginner',
  },
  {
    title: 'Zdjęcia produktów telefonem',
    about: 'Światło, kadr i obróbka zdjęć, które sprzedają.',
    category: 'design',
    level: 'beginner',
  },
  {
    title: 'Jak ustalać ceny',
    about: 'Proste liczby, które pomagają wycenić ofertę.',
    category: 'business',
    level: 'intermediate',
  },
  {
    title: 'Marketing w mediach społecznościowych',
    about: 'Plan publikacji i budowanie grona odbiorców.',
    category: 'marketing',
    level: 'beginner',
  },
  {
    title: 'Obsługa klienta, która zatrzymuje',
    about: 'Szybkie i życzliwe odpowiedzi budują zaufanie.',
    category: 'business',
    level: 'beginner',
  },
  {
    title: 'Arkusze kalkulacyjne w małej firmie',
    about: 'Magazyn, koszty i zysk w jednym arkuszu.',
    category: 'data',
    level: 'beginner',
  },
  {
    title: 'Pisanie, które przekonuje',
    about: 'Krótkie i jasne teksty do ogłoszeń i wiadomości.',
    category: 'marketing',
    level: 'intermediate',
  },
  {
    title: 'Rozmowy wideo z klientem',
    about: 'Pokazuj, wyjaśniaj i umawiaj się pewnie.',
    category: 'lifestyle',
    level: 'beginner',
  },
  {
    title: 'Marka osobista',
    about: 'Bądź sprzedawcą, którego ludzie polecają.',
    category: 'marketing',
    level: 'advanced',
  },
];

export const LESSON_WORDS: Record<'en' | 'pl', DemoLessonWords> = {
  en: {
    sections: ['Getting started', 'Core skills', 'Putting it to work'],
    lessons: [
      'Welcome and overview',
      'Setting up your tools',
      'Key ideas',
      'A worked example',
      'Common mistakes',
      'Hands-on exercise',
      'Going further',
      'Your own project',
      'Review and next steps',
      'Final quiz',
    ],
  },
  pl: {
    sections: ['Pierwsze kroki', 'Najważniejsze umiejętności', 'W praktyce'],
    lessons: [
      'Powitanie i przegląd',
      'Przygotowanie narzędzi',
      'Kluczowe pojęcia',
      'Przykład krok po kroku',
      'Najczęstsze błędy',
      'Ćwiczenie praktyczne',
      'Dalsze kroki',
      'Twój projekt',
      'Podsumowanie',
      'Test końcowy',
    ],
  },
};

/** Each site's catalogue in its language: AI teaching has the most; a Polish site gets the Polish one. */
export function demoCoursesOf(site: SiteId, language: string): { courses: DemoCourse[]; words: DemoLessonWords } {
  if (site === 'aiteaches') return { courses: AI_COURSES, words: LESSON_WORDS.en };
  return language === 'pl'
    ? { courses: PL_COURSES, words: LESSON_WORDS.pl }
    : { courses: EN_COURSES, words: LESSON_WORDS.en };
}

/** Teachers of the demo courses: no password, not for signing in. */
export const DEMO_INSTRUCTORS = [
  { email: 'priya.sharma@demo.test', name: 'Priya Sharma' },
  { email: 'marek.zielinski@demo.test', name: 'Marek Zieliński' },
  { email: 'sofia.rossi@demo.test', name: 'Sofia Rossi' },
  { email: 'daniel.okafor@demo.test', name: 'Daniel Okafor' },
  { email: 'emma.larsen@demo.test', name: 'Emma Larsen' },
] as const;

const FIRST = [
  'Alex',
  'Maria',
  'Tom',
  'Julia',
  'Omar',
  'Lena',
  'Piotr',
  'Chloe',
  'Ravi',
  'Ewa',
  'Lucas',
  'Aisha',
  'Jan',
  'Nina',
  'Leo',
];
const LAST = ['Kowalski', 'Smith', 'Novak', 'Garcia', 'Brown', 'Wiśniewska', 'Khan', 'Müller', 'Silva', 'Dubois'];

/** Learners of the demo courses (no password): "Alex Kowalski", ... */
export const DEMO_LEARNERS = Array.from({ length: 30 }, (_, i) => ({
  email: `learner${String(i + 1).padStart(2, '0')}@demo.test`,
  name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
}));
