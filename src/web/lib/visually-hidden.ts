/**
 * Styles that hide an element from sight but not from screen readers (a page's heading the design
 * does not show, a file input behind its button). One pixel, not `width: 1`: in MUI's sx a 1 is
 * 100 %, and a hidden full-width heading widened the page on a phone.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
