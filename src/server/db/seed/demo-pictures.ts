import { seededRandom } from '../../../common/random/seeded-random';
import type { ListingKind } from '../../../common/schemas/listings';

/*
 * Demo pictures as SVG scenes, one kind of scene per kind of offer (a desk with books for
 * tutoring, a facade for property, a laid table for restaurants, ...), drawn at seed time and
 * rendered by sharp: no network, no stock photos with licences to track. A seed number varies the
 * colours, counts and positions, so every listing of a site gets a picture of its own.
 */

export const PICTURE_WIDTH = 800;
export const PICTURE_HEIGHT = 600;

type Rng = () => number;

interface Pen {
  rng: Rng;
  /** A whole number in [low, high]. */
  int: (low: number, high: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** A colour of the given lightness around the hue, for a scene's own palette. */
  hsl: (hue: number, saturation: number, lightness: number) => string;
  /** The scene's main hue (0-359), different per seed. */
  hue: number;
}

function penFor(seed: number): Pen {
  const rng = seededRandom(seed);
  const int = (low: number, high: number) => low + Math.floor(rng() * (high - low + 1));
  return {
    rng,
    int,
    pick: (items) => items[Math.floor(rng() * items.length)]!,
    hsl: (hue, saturation, lightness) => `hsl(${Math.round(((hue % 360) + 360) % 360)},${saturation}%,${lightness}%)`,
    hue: int(0, 359),
  };
}

const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

/** A wall and a floor: the room most indoor scenes stand in. */
function room(p: Pen, floorY: number): string {
  const wall = p.hsl(p.hue + 30, 35, p.int(78, 90));
  const floor = p.hsl(p.hue + 20, 30, p.int(35, 50));
  return `<rect width="800" height="${floorY}" fill="${wall}"/><rect y="${floorY}" width="800" height="${600 - floorY}" fill="${floor}"/>`;
}

function windowFrame(p: Pen, x: number, y: number, w: number, h: number): string {
  const sky = p.hsl(200 + p.int(-15, 15), 70, p.int(70, 85));
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${sky}" stroke="#fff" stroke-width="10"/>
<line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#fff" stroke-width="8"/>
<line x1="${x}" y1="${y + h / 2}" x2="${x + w}" y2="${y + h / 2}" stroke="#fff" stroke-width="8"/>`;
}

function booksStack(p: Pen, x: number, baseY: number): string {
  let y = baseY;
  return times(p.int(3, 6), () => {
    const h = p.int(16, 28);
    const w = p.int(120, 180);
    y -= h;
    const dx = p.int(-15, 15);
    return `<rect x="${x + dx}" y="${y}" width="${w}" height="${h}" rx="3" fill="${p.hsl(p.int(0, 359), 55, p.int(35, 60))}"/>
<rect x="${x + dx + 8}" y="${y + h / 2 - 2}" width="${w - 16}" height="4" fill="#fff" opacity="0.5"/>`;
  }).join('');
}

/** What a lesson is about, read from its name (Polish and English), for its picture's board and desk. */
export type LessonTopic =
  'maths' | 'language' | 'physics' | 'chemistry' | 'code' | 'biology' | 'literature' | 'history' | 'music';

const TOPIC_WORDS: readonly (readonly [LessonTopic, RegExp])[] = [
  ['maths', /matemat|algebra|math|geometr/i],
  ['physics', /fizyk|physic/i],
  ['chemistry', /chemi/i],
  ['code', /program|python|javascript|coding|\bcode/i],
  ['biology', /biolog/i],
  ['history', /histor/i],
  ['music', /gitar|guitar|piano|pianin|muzyk|music|śpiew|singing|violin|skrzyp/i],
  ['literature', /polski\b|lektur|wypracow|literat|essay|writing/i],
  ['language', /angiel|niemiec|hiszpa|francu|język|english|german|spanish|french|italian|konwersac/i],
];

export function lessonTopic(name: string): LessonTopic | undefined {
  return TOPIC_WORDS.find(([, words]) => words.test(name))?.[0];
}

/** The blackboard's drawing and a thing on the desk for a topic; chalk lines when none fits. */
function lessonProps(p: Pen, topic: LessonTopic | undefined): { board: string; desk: string } {
  const chalk = 'stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"';
  const accent = p.hsl(p.hue + 180, 60, 60);
  const mug = `<rect x="${p.int(420, 470)}" y="336" width="34" height="44" rx="6" fill="${accent}"/>`;
  switch (topic) {
    case 'maths':
      return {
        board: `<polygon points="120,260 240,260 120,130" ${chalk}/><circle cx="330" cy="190" r="55" ${chalk}/><path d="M400 150 h50 M425 125 v50 M400 220 h50 M400 240 h50" ${chalk}/>`,
        desk: `<polygon points="410,380 480,380 410,330" fill="${accent}" opacity="0.9"/>`,
      };
    case 'physics':
      return {
        board: `<g transform="translate(280 185)">${[0, 60, 120].map((a) => `<ellipse rx="120" ry="40" transform="rotate(${a})" ${chalk}/>`).join('')}<circle r="14" fill="${p.hsl(p.hue, 80, 65)}"/></g>`,
        desk: `<circle cx="445" cy="360" r="20" fill="${accent}"/><path d="M445 340 v-40" stroke="#555" stroke-width="3"/>`,
      };
    case 'chemistry':
      return {
        board: `<polygon points="230,120 290,155 290,225 230,260 170,225 170,155" ${chalk}/><path d="M290 155 L350 120 M290 225 L350 260 M170 190 L110 190" ${chalk}/>`,
        desk: `<path d="M430 300 h24 v28 l26 52 h-76 l26 -52 z" fill="#e8f4f8" stroke="#888" stroke-width="3"/><path d="M415 360 h64 l10 20 h-84 z" fill="${p.hsl(p.hue + 120, 75, 55)}"/>`,
      };
    case 'code':
      return {
        board: `<path d="M170 130 L120 190 L170 250 M390 130 L440 190 L390 250 M310 120 L250 260" ${chalk}/>`,
        desk: `<rect x="390" y="322" width="110" height="58" rx="5" fill="#2b2f3a"/><rect x="398" y="330" width="94" height="42" fill="${p.hsl(p.hue, 50, 30)}"/><rect x="378" y="378" width="134" height="8" rx="3" fill="#9aa0a6"/>`,
      };
    case 'biology':
      return {
        board: `<path d="M130 120 C190 160 190 220 130 260 M230 120 C170 160 170 220 230 260" ${chalk}/>${[140, 170, 200, 230].map((y) => `<path d="M150 ${y} h60" ${chalk} opacity="0.5"/>`).join('')}<path d="M300 250 C300 170 360 130 430 130 C430 210 370 250 300 250 Z M300 250 L400 160" ${chalk}/>`,
        desk: `<path d="M425 380 l6 -36 h36 l6 36 z" fill="#b5653b"/><path d="M449 344 C430 320 430 300 449 290 C468 300 468 320 449 344 Z" fill="${p.hsl(120, 50, 40)}"/>`,
      };
    case 'history':
      return {
        board: `<path d="M110 200 H450" ${chalk}/>${[150, 230, 310, 400].map((x) => `<circle cx="${x}" cy="200" r="12" fill="#fff"/><path d="M${x} 180 v-40" ${chalk} opacity="0.6"/>`).join('')}`,
        desk: `<path d="M420 320 h50 l-20 30 l20 30 h-50 l20 -30 z" fill="#f3e3b5" stroke="#7a5230" stroke-width="5"/>`,
      };
    case 'music':
      return {
        board: `${[130, 150, 170, 190, 210].map((y) => `<path d="M110 ${y} H450" stroke="#fff" stroke-width="2" opacity="0.7"/>`).join('')}${[170, 250, 330, 400].map((x, i) => `<ellipse cx="${x}" cy="${200 - i * 15}" rx="13" ry="10" fill="#fff"/><path d="M${x + 12} ${200 - i * 15} v-60" stroke="#fff" stroke-width="4"/>`).join('')}`,
        desk: `<g transform="rotate(-18 470 330)"><ellipse cx="470" cy="350" rx="32" ry="28" fill="${p.hsl(25, 60, 40)}"/><ellipse cx="470" cy="312" rx="24" ry="22" fill="${p.hsl(25, 60, 40)}"/><circle cx="470" cy="335" r="8" fill="#222"/><rect x="465" y="200" width="10" height="110" fill="#3b2a1e"/></g>`,
      };
    case 'literature':
      return {
        board: times(5, (i) => `<path d="M120 ${130 + i * 30} H${p.int(330, 440)}" ${chalk} opacity="0.7"/>`).join(''),
        desk: `<path d="M470 300 C500 320 470 360 440 380 L436 384" stroke="#333" stroke-width="3" fill="none"/><path d="M470 300 C440 310 440 350 442 378 C460 360 480 330 470 300 Z" fill="#fafafa" stroke="#999"/>`,
      };
    case 'language':
      return {
        board: `<path d="M120 120 h170 a16 16 0 0 1 16 16 v60 a16 16 0 0 1 -16 16 h-120 l-30 26 v-26 h-20 a16 16 0 0 1 -16 -16 v-60 a16 16 0 0 1 16 -16 z" ${chalk}/><path d="M300 180 h130 a16 16 0 0 1 16 16 v50 a16 16 0 0 1 -16 16 h-20 v24 l-28 -24 h-82 a16 16 0 0 1 -16 -16 v-50 a16 16 0 0 1 16 -16 z" ${chalk}/>`,
        desk: `<circle cx="445" cy="350" r="26" fill="${p.hsl(205, 60, 55)}"/><path d="M425 340 q20 -10 40 5 M428 362 q18 6 36 -4" stroke="${p.hsl(110, 45, 45)}" stroke-width="7" fill="none"/>`,
      };
    default:
      return {
        board: times(p.int(3, 5), (i) => {
          const w = p.int(120, 300);
          return `<rect x="${110 + p.int(0, 40)}" y="${110 + i * 34}" width="${w}" height="6" rx="3" fill="#fff" opacity="0.8"/>`;
        }).join(''),
        desk: mug,
      };
  }
}

function tutoring(p: Pen, topic?: LessonTopic): string {
  const desk = p.hsl(30, 45, p.int(30, 45));
  const board = p.pick(['#1f4d3a', '#2d3a4a', '#3b3b3b']);
  const props = lessonProps(p, topic);
  return `${room(p, 470)}
<rect x="80" y="70" width="400" height="230" rx="8" fill="${board}" stroke="${desk}" stroke-width="12"/>${props.board}
${windowFrame(p, 560, 70, 170, 200)}
<rect x="40" y="380" width="720" height="26" rx="6" fill="${desk}"/>
<rect x="70" y="406" width="20" height="170" fill="${desk}"/><rect x="710" y="406" width="20" height="170" fill="${desk}"/>
${booksStack(p, p.int(90, 200), 380)}
<path d="M560 380 L600 250 L640 250" stroke="#333" stroke-width="8" fill="none"/>
<path d="M610 230 L680 230 L660 280 L630 280 Z" fill="${p.hsl(p.hue, 70, 55)}"/>
${props.desk}
<rect x="300" y="360" width="110" height="20" rx="2" fill="#fafafa" transform="rotate(${p.int(-8, 8)} 355 370)"/>`;
}

function property(p: Pen): string {
  const sky = p.hsl(205, 70, p.int(70, 84));
  const wall = p.hsl(p.int(0, 359), p.int(20, 45), p.int(60, 82));
  const roof = p.hsl(p.int(0, 30), 50, p.int(30, 45));
  const block = p.rng() < 0.5;
  const windows = (x0: number, y0: number, cols: number, rows: number, w: number, h: number, gap: number) =>
    times(cols * rows, (i) => {
      const x = x0 + (i % cols) * (w + gap);
      const y = y0 + Math.floor(i / cols) * (h + gap);
      const lit = p.rng() < 0.3 ? '#ffe7a3' : p.hsl(205, 50, 60);
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lit}" stroke="#fff" stroke-width="4"/>`;
    }).join('');
  const building = block
    ? `<rect x="220" y="110" width="360" height="380" fill="${wall}"/>
${windows(250, 135, 4, 5, 60, 50, 24)}<rect x="370" y="420" width="60" height="70" fill="${roof}"/>`
    : `<rect x="200" y="260" width="400" height="230" fill="${wall}"/>
<polygon points="170,270 400,${p.int(110, 150)} 630,270" fill="${roof}"/>
${windows(235, 300, 2, 1, 80, 70, 30)}${windows(485, 300, 1, 1, 80, 70, 0)}
<rect x="${p.pick([375, 430])}" y="390" width="60" height="100" rx="4" fill="${p.hsl(p.hue, 45, 35)}"/>`;
  const trees = times(p.int(1, 3), () => {
    const x = p.pick([p.int(40, 160), p.int(640, 760)]);
    const r = p.int(40, 70);
    return `<rect x="${x - 8}" y="${490 - 90}" width="16" height="90" fill="#6b4a2b"/><circle cx="${x}" cy="${490 - 90 - r / 2}" r="${r}" fill="${p.hsl(110 + p.int(-20, 20), 45, p.int(30, 45))}"/>`;
  }).join('');
  return `<rect width="800" height="600" fill="${sky}"/>
<circle cx="${p.int(80, 720)}" cy="${p.int(50, 110)}" r="40" fill="#fff3b0"/>
<rect y="490" width="800" height="110" fill="${p.hsl(100, 40, p.int(40, 55))}"/>
<rect x="360" y="490" width="80" height="110" fill="#cfc6b8"/>
${building}${trees}`;
}

function table(p: Pen): string {
  const wall = p.hsl(p.hue, 40, p.int(22, 35));
  const cloth = p.pick(['#fbfaf6', '#f2e8d5', p.hsl(p.hue + 180, 40, 85)]);
  const guests = p.int(2, 6);
  const plates = times(guests, (i) => {
    const angle = (Math.PI * 2 * i) / guests + 0.3;
    const x = 400 + Math.cos(angle) * 220;
    const y = 420 + Math.sin(angle) * 70;
    return `<ellipse cx="${x}" cy="${y}" rx="48" ry="18" fill="#fff" stroke="#ddd" stroke-width="3"/>
<ellipse cx="${x}" cy="${y}" rx="26" ry="9" fill="${p.hsl(p.int(0, 60), 60, 50)}"/>
<rect x="${x + 52}" y="${y - 50}" width="12" height="42" rx="5" fill="#fff" opacity="0.7"/>`;
  }).join('');
  const lampCount = p.int(1, 3);
  const lamps = times(lampCount, (i) => {
    const x = lampCount === 1 ? 400 : 220 + i * (360 / (lampCount - 1));
    return `<line x1="${x}" y1="0" x2="${x}" y2="120" stroke="#111" stroke-width="3"/><path d="M${x - 45} 170 Q${x} 90 ${x + 45} 170 Z" fill="${p.hsl(40, 80, 60)}"/><circle cx="${x}" cy="175" r="14" fill="#fff6c8"/>`;
  }).join('');
  return `<rect width="800" height="600" fill="${wall}"/>
<rect y="480" width="800" height="120" fill="${p.hsl(p.hue + 20, 30, 18)}"/>
${lamps}
<ellipse cx="400" cy="430" rx="330" ry="110" fill="${cloth}"/>
<path d="M70 430 Q70 560 120 580 L680 580 Q730 560 730 430" fill="${cloth}" opacity="0.9"/>
${plates}
<rect x="392" y="370" width="16" height="50" fill="#fff8e1"/><path d="M400 350 Q410 362 400 370 Q390 362 400 350" fill="#ffb300"/>`;
}

function offer(p: Pen): string {
  // A thing on a table with a price tag: a bike wheel, a camera or a box, by seed.
  const bg = p.hsl(p.hue, 35, p.int(82, 92));
  const item = p.int(0, 2);
  const colour = p.hsl(p.hue + 150, 55, p.int(35, 55));
  const thing =
    item === 0
      ? `<circle cx="300" cy="340" r="90" fill="none" stroke="#222" stroke-width="14"/><circle cx="520" cy="340" r="90" fill="none" stroke="#222" stroke-width="14"/>
<path d="M300 340 L380 240 L490 240 L520 340 M380 240 L420 340 L300 340" stroke="${colour}" stroke-width="12" fill="none"/>`
      : item === 1
        ? `<rect x="250" y="230" width="300" height="190" rx="20" fill="${colour}"/><rect x="290" y="205" width="80" height="35" rx="6" fill="#333"/>
<circle cx="400" cy="325" r="70" fill="#222"/><circle cx="400" cy="325" r="42" fill="${p.hsl(220, 40, 40)}"/><circle cx="385" cy="310" r="10" fill="#fff" opacity="0.6"/>`
        : `<rect x="260" y="220" width="280" height="210" fill="${p.hsl(35, 45, 60)}"/><polygon points="260,220 320,180 600,180 540,220" fill="${p.hsl(35, 45, 70)}"/>
<polygon points="540,220 600,180 600,390 540,430" fill="${p.hsl(35, 45, 48)}"/><rect x="380" y="220" width="40" height="210" fill="${p.hsl(35, 30, 80)}"/>`;
  return `<rect width="800" height="600" fill="${bg}"/>
<rect y="430" width="800" height="170" fill="${p.hsl(p.hue, 20, p.int(55, 70))}"/>
${thing}
<g transform="rotate(${p.int(-15, 15)} 640 160)"><rect x="580" y="120" width="130" height="70" rx="10" fill="${p.hsl(p.hue + 60, 80, 55)}"/><circle cx="598" cy="155" r="8" fill="#fff"/>
<rect x="620" y="145" width="70" height="10" rx="5" fill="#fff"/></g>`;
}

function fashion(p: Pen): string {
  const bg = p.hsl(p.hue, 30, p.int(85, 93));
  const garments = times(p.int(3, 5), (i) => {
    const x = 170 + i * 120;
    const c = p.hsl(p.int(0, 359), p.int(30, 65), p.int(30, 65));
    const shape =
      p.rng() < 0.5
        ? `<path d="M${x - 40} 170 L${x + 40} 170 L${x + 60} ${p.int(380, 450)} L${x - 60} ${p.int(380, 450)} Z" fill="${c}"/>`
        : `<path d="M${x - 45} 170 L${x + 45} 170 L${x + 70} 230 L${x + 50} 240 L${x + 45} 400 L${x - 45} 400 L${x - 50} 240 L${x - 70} 230 Z" fill="${c}"/>`;
    return `<path d="M${x} 120 q0 -14 12 -14 M${x} 120 L${x - 40} 170 M${x} 120 L${x + 40} 170" stroke="#555" stroke-width="4" fill="none"/>${shape}`;
  }).join('');
  return `<rect width="800" height="600" fill="${bg}"/>
<rect y="500" width="800" height="100" fill="${p.hsl(p.hue + 30, 25, 60)}"/>
<line x1="90" y1="106" x2="710" y2="106" stroke="#444" stroke-width="8"/>
<line x1="100" y1="106" x2="100" y2="500" stroke="#444" stroke-width="8"/><line x1="700" y1="106" x2="700" y2="500" stroke="#444" stroke-width="8"/>
${garments}
<ellipse cx="${p.int(160, 640)}" cy="520" rx="50" ry="16" fill="${p.hsl(p.hue + 200, 40, 30)}"/>`;
}

function screenWith(p: Pen, inner: string): string {
  return `<rect x="150" y="90" width="500" height="320" rx="16" fill="#1d1f27"/>
<rect x="170" y="110" width="460" height="280" rx="6" fill="${p.hsl(p.hue, 40, 14)}"/>${inner}
<path d="M100 440 L700 440 L650 410 L150 410 Z" fill="#9aa0a6"/><rect x="100" y="440" width="600" height="14" rx="6" fill="#7d838a"/>`;
}

function aiCourse(p: Pen): string {
  const layers = [3, p.int(4, 5), p.int(3, 5), 2];
  const nodes = layers.map((n, l) => times(n, (i) => [230 + l * 110, 250 - ((n - 1) * 44) / 2 + i * 44] as const));
  const edges = nodes
    .slice(1)
    .flatMap((layer, l) =>
      layer.flatMap(([x, y]) =>
        nodes[l]!.map(
          ([x0, y0]) =>
            `<line x1="${x0}" y1="${y0}" x2="${x}" y2="${y}" stroke="${p.hsl(p.hue + 160, 80, 65)}" stroke-width="2" opacity="${(0.25 + p.rng() * 0.6).toFixed(2)}"/>`,
        ),
      ),
    )
    .join('');
  const dots = nodes
    .flat()
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="13" fill="${p.hsl(p.hue + p.int(0, 80), 85, 62)}"/>`)
    .join('');
  return `<rect width="800" height="600" fill="${p.hsl(p.hue, 30, p.int(86, 94))}"/>${screenWith(p, edges + dots)}
<rect x="${p.int(40, 90)}" y="470" width="150" height="100" rx="8" fill="${p.hsl(p.hue + 40, 60, 55)}"/><rect x="${p.int(560, 620)}" y="480" width="120" height="80" rx="40" fill="${p.hsl(p.hue + 200, 50, 60)}"/>`;
}

function appService(p: Pen): string {
  const accent = p.hsl(p.hue, 75, 55);
  const cards = times(p.int(3, 4), (i) => {
    const w = p.int(60, 120);
    return `<rect x="482" y="${190 + i * 70}" width="136" height="56" rx="10" fill="#fff"/><rect x="494" y="${204 + i * 70}" width="${w}" height="10" rx="5" fill="${accent}"/><rect x="494" y="${224 + i * 70}" width="${w / 1.5}" height="8" rx="4" fill="#ccc"/>`;
  }).join('');
  const bars = times(6, (i) => {
    const h = p.int(40, 190);
    return `<rect x="${200 + i * 42}" y="${370 - h}" width="26" height="${h}" rx="4" fill="${p.hsl(p.hue + i * 12, 70, 60)}"/>`;
  }).join('');
  return `<rect width="800" height="600" fill="${p.hsl(p.hue + 180, 30, p.int(88, 95))}"/>
${screenWith(p, bars)}
<rect x="460" y="130" width="180" height="360" rx="26" fill="#111"/><rect x="472" y="150" width="156" height="320" rx="14" fill="${p.hsl(p.hue, 30, 94)}"/>
<rect x="472" y="150" width="156" height="30" fill="${accent}"/>${cards}`;
}

function game(p: Pen): string {
  const board = times(36, (i) => {
    const dark = (i + Math.floor(i / 6)) % 2 === 0;
    return `<rect x="${100 + (i % 6) * 50}" y="${250 + Math.floor(i / 6) * 50}" width="50" height="50" fill="${dark ? p.hsl(p.hue, 40, 35) : p.hsl(p.hue, 40, 80)}"/>`;
  }).join('');
  const pieces = times(p.int(3, 6), () => {
    const x = 125 + p.int(0, 5) * 50;
    const y = 275 + p.int(0, 5) * 50;
    return `<circle cx="${x}" cy="${y}" r="17" fill="${p.pick(['#e53935', '#fdd835', '#1e88e5', '#fff'])}" stroke="#222" stroke-width="2"/>`;
  }).join('');
  const pad = p.hsl(p.hue + 180, 55, p.int(30, 45));
  const die = (x: number, y: number, n: number) =>
    `<rect x="${x}" y="${y}" width="70" height="70" rx="12" fill="#fff" stroke="#333" stroke-width="3"/>` +
    [
      [35, 35],
      [18, 18],
      [52, 52],
      [52, 18],
      [18, 52],
      [18, 35],
    ]
      .slice(0, n)
      .map(([dx, dy]) => `<circle cx="${x + dx!}" cy="${y + dy!}" r="6" fill="#222"/>`)
      .join('');
  return `<rect width="800" height="600" fill="${p.hsl(p.hue + 90, 25, p.int(20, 30))}"/>
${board}${pieces}
<path d="M470 200 Q520 150 600 180 Q680 150 730 200 Q770 300 720 330 Q690 340 660 290 L540 290 Q510 340 480 330 Q430 300 470 200 Z" fill="${pad}"/>
<circle cx="530" cy="225" r="18" fill="#222"/><circle cx="670" cy="215" r="9" fill="#e53935"/><circle cx="690" cy="240" r="9" fill="#43a047"/><circle cx="650" cy="240" r="9" fill="#1e88e5"/>
${die(480, 420, p.int(1, 6))}${die(580, 440, p.int(1, 6))}`;
}

function readingGroup(p: Pen): string {
  const cover = p.hsl(p.hue, 45, 30);
  const lines = (x: number) =>
    times(
      8,
      (i) => `<rect x="${x}" y="${320 + i * 16}" width="${p.int(120, 150)}" height="5" rx="2" fill="#b9ad96"/>`,
    ).join('');
  const cups = times(p.int(2, 4), (i) => {
    const x = 120 + i * 180 + p.int(-20, 20);
    const side = i % 2 === 0 ? 520 : 540;
    return `<rect x="${x}" y="${side}" width="50" height="44" rx="8" fill="${p.hsl(p.int(0, 359), 50, 60)}"/><path d="M${x + 50} ${side + 10} q18 10 0 22" stroke="${p.hsl(0, 0, 40)}" stroke-width="5" fill="none"/>`;
  }).join('');
  return `${room(p, 300)}
${windowFrame(p, 300, 40, 200, 180)}
<ellipse cx="400" cy="460" rx="380" ry="130" fill="${p.hsl(30, 40, p.int(35, 45))}"/>
<path d="M210 300 L400 320 L590 300 L590 470 L400 490 L210 470 Z" fill="${cover}"/>
<path d="M222 305 L398 322 L398 480 L222 462 Z" fill="#f7f1e3"/><path d="M402 322 L578 305 L578 462 L402 480 Z" fill="#f4ecd9"/>
${lines(240)}${lines(420)}
<rect x="396" y="310" width="6" height="190" fill="${p.hsl(p.hue + 180, 60, 45)}"/>
${cups}
<rect x="660" y="380" width="26" height="80" fill="#fff8e1"/><path d="M673 352 Q686 368 673 380 Q660 368 673 352" fill="#ffb300"/>`;
}

function bond(p: Pen): string {
  const points = times(8, (i) => [120 + i * 80, 420 - i * 30 - p.int(-40, 40)] as const);
  const line = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
  const bars = points
    .map(
      ([x], i) =>
        `<rect x="${x - 18}" y="${500 - 40 - i * 8}" width="36" height="${40 + i * 8}" fill="${p.hsl(p.hue, 35, 70)}"/>`,
    )
    .join('');
  const coins = times(
    p.int(3, 6),
    (i) => `<ellipse cx="680" cy="${540 - i * 16}" rx="60" ry="18" fill="#d4a017" stroke="#8a6d0c" stroke-width="3"/>`,
  ).join('');
  const grid = times(
    5,
    (i) =>
      `<line x1="80" y1="${120 + i * 80}" x2="760" y2="${120 + i * 80}" stroke="#fff" stroke-width="2" opacity="0.25"/>`,
  ).join('');
  return `<rect width="800" height="600" fill="${p.hsl(p.hue + 200, 45, p.int(18, 28))}"/>${grid}${bars}
<path d="${line}" stroke="${p.hsl(140, 70, 55)}" stroke-width="8" fill="none" stroke-linejoin="round"/>
${points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="#fff"/>`).join('')}
<g transform="rotate(${p.int(-10, -2)} 200 150)"><rect x="90" y="70" width="220" height="150" rx="6" fill="#f6f1e1"/><circle cx="270" cy="180" r="22" fill="#c62828"/>
<rect x="110" y="95" width="140" height="10" rx="5" fill="#777"/><rect x="110" y="120" width="170" height="6" rx="3" fill="#aaa"/><rect x="110" y="136" width="150" height="6" rx="3" fill="#aaa"/></g>
${coins}`;
}

/** A dog in profile facing right, its nose at (x, y - size / 2), for the dog-walking scene. */
function dog(p: Pen, x: number, y: number, size: number): string {
  const coat = p.pick(['#3b2a1e', '#8d5a2b', '#c9a36b', '#222', '#e8e0d0', '#6d6d6d']);
  const s = size / 100;
  const at = (dx: number, dy: number) => `${(x + dx * s).toFixed(1)} ${(y + dy * s).toFixed(1)}`;
  const leg = (dx: number) =>
    `<rect x="${(x + dx * s).toFixed(1)}" y="${(y - 30 * s).toFixed(1)}" width="${(10 * s).toFixed(1)}" height="${(30 * s).toFixed(1)}" rx="${(4 * s).toFixed(1)}" fill="${coat}"/>`;
  const tailUp = p.rng() < 0.6;
  return `${leg(-70)}${leg(-52)}${leg(-18)}${leg(0)}
<ellipse cx="${x - 30 * s}" cy="${y - 42 * s}" rx="${50 * s}" ry="${20 * s}" fill="${coat}"/>
<path d="M${at(-78, -48)} Q${at(-100, tailUp ? -85 : -30)} ${at(-92, tailUp ? -95 : -20)}" stroke="${coat}" stroke-width="${7 * s}" fill="none" stroke-linecap="round"/>
<ellipse cx="${x + 14 * s}" cy="${y - 62 * s}" rx="${20 * s}" ry="${16 * s}" fill="${coat}"/>
<ellipse cx="${x + 32 * s}" cy="${y - 56 * s}" rx="${12 * s}" ry="${8 * s}" fill="${coat}"/>
<circle cx="${x + 42 * s}" cy="${y - 58 * s}" r="${3.5 * s}" fill="#111"/>
<ellipse cx="${x + 6 * s}" cy="${y - 68 * s}" rx="${7 * s}" ry="${14 * s}" fill="${coat}" opacity="0.85" transform="rotate(20 ${at(6, -68)})"/>
<circle cx="${x + 18 * s}" cy="${y - 66 * s}" r="${2.5 * s}" fill="#111"/>
<rect x="${x - 2 * s}" y="${y - 54 * s}" width="${8 * s}" height="${14 * s}" rx="${3 * s}" fill="${p.hsl(p.hue + 180, 70, 50)}"/>`;
}

function dogWalking(p: Pen): string {
  // A park path, trees, a walker and one or two dogs on leads: morning, noon or dusk by seed.
  const evening = p.rng() < 0.3;
  const sky = evening ? p.hsl(25 + p.int(-10, 10), 70, p.int(65, 75)) : p.hsl(200 + p.int(-10, 10), 65, p.int(72, 86));
  const grass = p.hsl(100 + p.int(-15, 15), 45, evening ? p.int(28, 36) : p.int(40, 52));
  const trees = times(p.int(2, 4), (i) => {
    const x = 60 + i * 230 + p.int(-30, 30);
    const r = p.int(45, 75);
    const leaves = p.hsl(110 + p.int(-25, 25), 45, p.int(28, 42));
    return `<rect x="${x - 9}" y="${330 - 110}" width="18" height="110" fill="#6b4a2b"/><circle cx="${x}" cy="${330 - 110 - r / 2}" r="${r}" fill="${leaves}"/>`;
  }).join('');
  const walkerX = p.int(470, 560);
  const coat = p.hsl(p.hue, 55, p.int(35, 50));
  const walker = `<rect x="${walkerX - 22}" y="300" width="44" height="110" rx="18" fill="${coat}"/>
<circle cx="${walkerX}" cy="275" r="26" fill="${p.pick(['#f1c7a5', '#c68c5a', '#8a5a3b', '#f5d6bd'])}"/>
<path d="M${walkerX - 26} 268 Q${walkerX} 232 ${walkerX + 26} 268 Z" fill="${p.pick(['#2b1d14', '#6b3e1f', '#d9b26a', '#444'])}"/>
<rect x="${walkerX - 18}" y="405" width="14" height="90" rx="6" fill="#2f3b52"/><rect x="${walkerX + 4}" y="405" width="14" height="90" rx="6" fill="#2f3b52" transform="rotate(-12 ${walkerX + 11} 405)"/>
<rect x="${walkerX - 40}" y="315" width="14" height="80" rx="7" fill="${coat}" transform="rotate(35 ${walkerX - 33} 320)"/>`;
  const hand = [walkerX - 80, 370] as const;
  const benchX = p.int(620, 680);
  const bench = `<rect x="${benchX}" y="380" width="110" height="14" rx="4" fill="#7a5230"/><rect x="${benchX + 10}" y="394" width="8" height="30" fill="#444"/><rect x="${benchX + 92}" y="394" width="8" height="30" fill="#444"/>`;
  const dogs = times(p.int(1, 2), (i) => {
    const size = p.int(70, 110) - i * 15;
    const x = walkerX - 160 - i * 150 - p.int(0, 30);
    const y = 500 + i * 30;
    const collar = [x + 2 * (size / 100), y - 48 * (size / 100)] as const;
    return `<path d="M${hand[0]} ${hand[1]} Q${(hand[0] + collar[0]) / 2} ${Math.max(hand[1], collar[1]) + 40} ${collar[0]} ${collar[1]}" stroke="${p.hsl(p.hue + 90, 70, 40)}" stroke-width="4" fill="none"/>${dog(p, x, y, size)}`;
  }).join('');
  return `<rect width="800" height="600" fill="${sky}"/>
<circle cx="${p.int(80, 720)}" cy="${p.int(50, 110)}" r="36" fill="${evening ? '#ffd27a' : '#fff3b0'}"/>
<rect y="330" width="800" height="270" fill="${grass}"/>
${trees}
<path d="M0 560 Q300 430 520 470 Q700 500 800 430 L800 520 Q700 570 520 540 Q300 500 0 600 Z" fill="${p.hsl(35, 30, p.int(70, 80))}"/>
${bench}${walker}${dogs}`;
}

const SCENES: Record<ListingKind, (p: Pen, topic?: LessonTopic) => string> = {
  offer,
  table,
  tutoring,
  fashion,
  'ai-course': aiCourse,
  'app-service': appService,
  game,
  'reading-group': readingGroup,
  bond,
  property,
  'dog-walking': dogWalking,
};

/**
 * The SVG of one demo picture: a scene of the kind, varied by the seed; a lesson's scene also by
 * what the listing's name says it teaches (a guitar, a flask, an atom...).
 */
export function demoPictureSvg(kind: ListingKind, seed: number, name = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 800 600">${SCENES[kind](penFor(seed), lessonTopic(name))}</svg>`;
}
