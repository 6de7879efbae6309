// The member's side of listings: the add/edit page and My items; the pages in src/web/pages compose these.
export { ListingEditor } from './components/listing-editor';
export { MyItems } from './components/my-items';
