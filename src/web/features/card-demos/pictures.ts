// Pictures drawn for these demos (nothing is downloaded at run time): Vite gives each its URL,
// a small file inlined into the page's own chunk, so no other page carries them.
import city from './pictures/city.svg';
import mountains from './pictures/mountains.svg';
import rocket from './pictures/rocket.svg';
import sea from './pictures/sea.svg';
import trophy from './pictures/trophy.svg';

export const PICTURES = { city, mountains, rocket, sea, trophy } as const;
