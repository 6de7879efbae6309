import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import { IconBold, IconItalic, IconLink, IconList, IconListNumbers } from '@tabler/icons-react';
import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** The toolbar's texts, given by the page: the component belongs to no translation area. */
export interface RichTextLabels {
  toolbar: string;
  bold: string;
  italic: string;
  bulletList: string;
  numberedList: string;
  link: string;
  linkUrl: string;
  insertLink: string;
  cancel: string;
}

interface Tool {
  name: string;
  icon: ReactNode;
  pressed: boolean;
  run: () => void;
}

/**
 * The formatting buttons, as a WAI-ARIA toolbar: one Tab stop, the arrow keys move between the
 * buttons (mirrored in right-to-left), Home/End jump to the ends. Each button says whether its
 * format is on where the caret is.
 */
export function RichTextToolbar({
  editor,
  labels,
  onLink,
}: {
  editor: Editor;
  labels: RichTextLabels;
  onLink: () => void;
}) {
  const rtl = useTheme().direction === 'rtl';
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });

  const tools: Tool[] = [
    {
      name: labels.bold,
      icon: <IconBold size={18} />,
      pressed: state.bold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      name: labels.italic,
      icon: <IconItalic size={18} />,
      pressed: state.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      name: labels.bulletList,
      icon: <IconList size={18} />,
      pressed: state.bulletList,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      name: labels.numberedList,
      icon: <IconListNumbers size={18} />,
      pressed: state.orderedList,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    { name: labels.link, icon: <IconLink size={18} />, pressed: state.link, run: onLink },
  ];

  const move = (to: number) => {
    const index = (to + tools.length) % tools.length;
    setActive(index);
    buttons.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) move(active + 1);
    else if (event.key === back) move(active - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(tools.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Box role="toolbar" aria-label={labels.toolbar} onKeyDown={onKeyDown} sx={{ display: 'flex', gap: 0.5 }}>
      {tools.map((tool, index) => (
        <Tooltip key={tool.name} title={tool.name}>
          <IconButton
            ref={(node) => {
              buttons.current[index] = node;
            }}
            size="small"
            aria-label={tool.name}
            aria-pressed={tool.pressed}
            tabIndex={index === active ? 0 : -1}
            color={tool.pressed ? 'primary' : 'default'}
            // mousedown would move the focus out of the text and lose the selection.
            onMouseDown={(e) => e.preventDefault()}
            onFocus={() => setActive(index)}
            onClick={tool.run}
          >
            {tool.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}
