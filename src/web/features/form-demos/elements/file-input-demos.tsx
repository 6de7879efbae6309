import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { IconCloudUpload, IconFile, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Demo, DemoGrid, Row } from './layout';
import { visuallyHidden } from '@web/lib/visually-hidden';

/** Sizes in the reader's number format: 1.2 MB, 830 kB. */
export function fileSize(bytes: number, lang: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let n = bytes;
  let u = 0;
  while (n >= 1000 && u < units.length - 1) {
    n /= 1000;
    u++;
  }
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: units[u],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(n);
}

/** Splits chosen files into those within the limit and the names of those over it. */
export function withinLimit(files: readonly File[], maxBytes: number): { kept: File[]; tooBig: string[] } {
  return {
    kept: files.filter((f) => f.size <= maxBytes),
    tooBig: files.filter((f) => f.size > maxBytes).map((f) => f.name),
  };
}

const LIMIT = 1_000_000;

interface Picked {
  file: File;
  url: string;
}

/** Picked images with preview URLs, each released when its image is removed or the page closes. */
function usePreviews() {
  const [images, setImages] = useState<Picked[]>([]);
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  useEffect(() => () => latest.current.forEach((p) => URL.revokeObjectURL(p.url)), []);
  const add = (files: File[]) =>
    setImages((old) => [
      ...old,
      ...files.filter((f) => f.type.startsWith('image/')).map((file) => ({ file, url: URL.createObjectURL(file) })),
    ]);
  const remove = (index: number) =>
    setImages((old) => {
      const gone = old[index];
      if (gone) URL.revokeObjectURL(gone.url);
      return old.filter((_, j) => j !== index);
    });
  return { images, add, remove };
}

type FileButtonProps = Omit<ButtonProps, 'onClick'> & {
  label: string;
  multiple?: boolean;
  describedBy?: string;
  onFiles: (files: File[]) => void;
};

/**
 * A button that opens the file picker. The file input itself stays hidden and out of the tab
 * order: the button is the one control, so nothing interactive sits inside another.
 */
function FileButton({ label, multiple, describedBy, onFiles, ...button }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} aria-describedby={describedBy} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        multiple={multiple}
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          // Choosing the same file again must fire a change too.
          e.target.value = '';
        }}
      />
    </>
  );
}

/** File inputs: a button, several files in a list, a drop zone with previews, a size limit. Nothing is uploaded. */
export function FileInputDemos() {
  const { t, i18n } = useTranslation();
  const [single, setSingle] = useState<File | null>(null);
  const [many, setMany] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const [tooBig, setTooBig] = useState<string[]>([]);
  const [limited, setLimited] = useState<File[]>([]);
  const dropHint = useId();
  const limitHint = useId();
  const { images, add: addImages, remove: removeImage } = usePreviews();
  const listOf = (e: ChangeEvent<HTMLInputElement>) => Array.from(e.target.files ?? []);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    addImages(Array.from(e.dataTransfer.files));
  };
  return (
    <DemoGrid>
      <Demo title={t('forms.el.basic')} description={t('forms.el.fi.basicDesc')}>
        <Row>
          <FileButton
            label={t('forms.el.fi.choose')}
            variant="contained"
            startIcon={<IconPaperclip size={18} aria-hidden />}
            onFiles={(files) => setSingle(files[0] ?? null)}
          />
          <Typography variant="body2" color="textSecondary" aria-live="polite">
            {single ? `${single.name} (${fileSize(single.size, i18n.language)})` : t('forms.el.fi.none')}
          </Typography>
        </Row>
        <Row>
          <FileButton
            label={t('forms.el.disabled')}
            variant="outlined"
            sx={{ mt: 3 }}
            disabled
            onFiles={() => undefined}
          />
        </Row>
      </Demo>
      <Demo title={t('forms.el.fi.multiple')} description={t('forms.el.fi.multipleDesc')}>
        <FileButton
          label={t('forms.el.fi.chooseMany')}
          variant="tonal"
          startIcon={<IconCloudUpload size={18} aria-hidden />}
          multiple
          onFiles={(files) => setMany((old) => [...old, ...files])}
        />
        {many.length === 0 ? (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            {t('forms.el.fi.none')}
          </Typography>
        ) : (
          <List dense aria-label={t('forms.el.fi.chosen')}>
            {many.map((f, i) => (
              <ListItem
                key={`${f.name}-${i}`}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('forms.el.fi.remove', { name: f.name })}
                    onClick={() => setMany(many.filter((_, j) => j !== i))}
                  >
                    <IconTrash size={18} aria-hidden />
                  </IconButton>
                }
              >
                <ListItemIcon>
                  <IconFile size={20} aria-hidden />
                </ListItemIcon>
                <ListItemText primary={f.name} secondary={fileSize(f.size, i18n.language)} />
              </ListItem>
            ))}
          </List>
        )}
      </Demo>
      <Demo title={t('forms.el.fi.drop')} description={t('forms.el.fi.dropDesc')} wide>
        <Box
          component="label"
          onDragOver={(e: DragEvent) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
            p: 5,
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            borderRadius: 1,
            bgcolor: dragging ? 'action.hover' : 'transparent',
            cursor: 'pointer',
            textAlign: 'center',
            '&:has(:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <IconCloudUpload size={40} aria-hidden />
          <Typography sx={{ fontWeight: 500 }}>{t('forms.el.fi.dropHere')}</Typography>
          <Typography id={dropHint} variant="body2" color="textSecondary">
            {t('forms.el.fi.dropHint')}
          </Typography>
          <Box
            component="input"
            type="file"
            accept="image/*"
            multiple
            aria-describedby={dropHint}
            sx={visuallyHidden}
            onChange={(e: ChangeEvent<HTMLInputElement>) => addImages(listOf(e))}
          />
        </Box>
        {images.length > 0 && (
          <Box
            component="ul"
            aria-label={t('forms.el.fi.chosen')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0, mt: 3, listStyle: 'none' }}
          >
            {images.map(({ file: f, url }, i) => (
              <Box component="li" key={url} sx={{ width: 120 }}>
                <Box
                  component="img"
                  src={url}
                  alt={f.name}
                  sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                />
                <Row gap={0}>
                  <Typography variant="caption" noWrap sx={{ flex: 1, minWidth: 0 }}>
                    {f.name}
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={t('forms.el.fi.remove', { name: f.name })}
                    onClick={() => removeImage(i)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </IconButton>
                </Row>
              </Box>
            ))}
          </Box>
        )}
      </Demo>
      <Demo
        title={t('forms.el.fi.limit')}
        description={t('forms.el.fi.limitDesc', { size: fileSize(LIMIT, i18n.language) })}
        wide
      >
        <FileButton
          label={t('forms.el.fi.chooseMany')}
          variant="outlined"
          startIcon={<IconPaperclip size={18} aria-hidden />}
          multiple
          describedBy={limitHint}
          onFiles={(files) => {
            const result = withinLimit(files, LIMIT);
            setLimited(result.kept);
            setTooBig(result.tooBig);
          }}
        />
        <Typography
          id={limitHint}
          variant="body2"
          role={tooBig.length ? 'alert' : undefined}
          color={tooBig.length ? 'error' : 'textSecondary'}
          sx={{ mt: 2 }}
        >
          {tooBig.length
            ? t('forms.el.fi.tooBig', { names: tooBig.join(', '), size: fileSize(LIMIT, i18n.language) })
            : t('forms.el.fi.kept', { count: limited.length })}
        </Typography>
      </Demo>
    </DemoGrid>
  );
}
