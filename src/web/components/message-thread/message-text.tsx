import Link from '@mui/material/Link';
import { linkify } from '@web/lib/linkify';

/** A message as typed: line breaks kept, web addresses clickable, never HTML. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <Link
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            color="inherit"
            sx={{ textDecoration: 'underline' }}
          >
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
