import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const TASKS = ['design', 'review', 'deploy'] as const;
const SETTINGS = ['wifi', 'bluetooth'] as const;

const toggle = (list: string[], item: string) =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

export default function ListSelectable() {
  const { t } = useTranslation();
  const [done, setDone] = useState<string[]>(['design']);
  const [on, setOn] = useState<string[]>(['wifi']);
  const idPrefix = useId();
  return (
    <List dense>
      {/* The whole label toggles the checkbox: one control per row, nothing nested in a button. */}
      {TASKS.map((task) => (
        <ListItem key={task}>
          <FormControlLabel
            control={<Checkbox checked={done.includes(task)} onChange={() => setDone((d) => toggle(d, task))} />}
            label={t(`components.list.task.${task}`)}
            sx={done.includes(task) ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}
          />
        </ListItem>
      ))}
      {SETTINGS.map((setting) => {
        const labelId = `${idPrefix}-${setting}`;
        return (
          <ListItem
            key={setting}
            secondaryAction={
              <Switch
                edge="end"
                checked={on.includes(setting)}
                onChange={() => setOn((o) => toggle(o, setting))}
                slotProps={{ input: { 'aria-labelledby': labelId } }}
              />
            }
          >
            <ListItemText id={labelId} primary={t(`components.list.${setting}`)} />
          </ListItem>
        );
      })}
    </List>
  );
}
