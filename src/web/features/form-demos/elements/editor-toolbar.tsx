import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBlockquote,
  IconBold,
  IconH2,
  IconH3,
  IconItalic,
  IconList,
  IconListNumbers,
  IconStrikethrough,
  IconUnderline,
} from '@tabler/icons-react';
import { useEditorState, type Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ToolDef {
  name: string;
  icon: ReactNode;
  /** Whether the format is on where the caret is; undefined for actions (undo, redo). */
  active?: (e: Editor) => boolean;
  run: (e: Editor) => void;
  can?: (e: Editor) => boolean;
}

const SIZE = 18;
export const MARK_TOOLS: ToolDef[] = [
  {
    name: 'bold',
    icon: <IconBold size={SIZE} aria-hidden />,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: 'italic',
    icon: <IconItalic size={SIZE} aria-hidden />,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'underline',
    icon: <IconUnderline size={SIZE} aria-hidden />,
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    name: 'strike',
    icon: <IconStrikethrough size={SIZE} aria-hidden />,
    active: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
];
const BLOCK_TOOLS: ToolDef[] = [
  {
    name: 'h2',
    icon: <IconH2 size={SIZE} aria-hidden />,
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'h3',
    icon: <IconH3 size={SIZE} aria-hidden />,
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    name: 'bulletList',
    icon: <IconList size={SIZE} aria-hidden />,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'orderedList',
    icon: <IconListNumbers size={SIZE} aria-hidden />,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    name: 'quote',
    icon: <IconBlockquote size={SIZE} aria-hidden />,
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];
const HISTORY_TOOLS: ToolDef[] = [
  {
    name: 'undo',
    icon: <IconArrowBackUp size={SIZE} aria-hidden />,
    run: (e) => e.chain().focus().undo().run(),
    can: (e) => e.can().undo(),
  },
  {
    name: 'redo',
    icon: <IconArrowForwardUp size={SIZE} aria-hidden />,
    run: (e) => e.chain().focus().redo().run(),
    can: (e) => e.can().redo(),
  },
];
export const FULL_TOOL_GROUPS = [MARK_TOOLS, BLOCK_TOOLS, HISTORY_TOOLS];

/** Buttons for groups of tools; each says whether its format is on where the caret is. */
export function EditorTools({ editor, groups, label }: { editor: Editor; groups: ToolDef[][]; label: string }) {
  const { t } = useTranslation();
  // Re-render on selection and content changes only for the states the buttons show.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      groups.flat().map((tool) => ({ on: tool.active?.(e) ?? false, can: tool.can?.(e) ?? true })),
  });
  let index = 0;
  return (
    <Box role="toolbar" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25 }}>
      {groups.map((group, g) => (
        <Box key={g} sx={{ display: 'contents' }}>
          {g > 0 && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
          {group.map((tool) => {
            const s = state[index++] ?? { on: false, can: true };
            return (
              <IconButton
                key={tool.name}
                size="small"
                aria-label={t(`forms.el.ed.tool.${tool.name}`)}
                {...(tool.active ? { 'aria-pressed': s.on } : {})}
                disabled={!s.can}
                color={s.on ? 'primary' : 'default'}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => tool.run(editor)}
                sx={s.on ? { bgcolor: 'action.selected' } : undefined}
              >
                {tool.icon}
              </IconButton>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
