import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const TAGS = ['design', 'react', 'marketing', 'sales'];

export default function ChipDeletable() {
  const { t } = useTranslation();
  const [tags, setTags] = useState(TAGS);
  const [chosen, setChosen] = useState('react');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <DemoRow>
        {tags.map((tag) => (
          <Chip
            key={tag}
            label={t(`components.chip.tag.${tag}`)}
            color={chosen === tag ? 'primary' : 'default'}
            variant={chosen === tag ? 'filled' : 'outlined'}
            aria-pressed={chosen === tag}
            onClick={() => setChosen(tag)}
            onDelete={() => setTags((all) => all.filter((x) => x !== tag))}
          />
        ))}
      </DemoRow>
      <Button size="small" disabled={tags.length === TAGS.length} onClick={() => setTags(TAGS)}>
        {t('components.chip.reset')}
      </Button>
    </Stack>
  );
}
