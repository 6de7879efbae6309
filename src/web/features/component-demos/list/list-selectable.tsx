import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const TASKS = ['design', 'review', 'deploy'] as const;
const SETTINGS = ['wifi', 'bluetooth'] as const;

export default function ListSelectable() {
  const { t } = useTranslation();
  const [done, setDone] = useState<string[]>(['design']);
  const [on, setOn] = useState<string[]>(['wifi']);
  const idPrefix = useId();
  const toggle = (list: string[], item: string) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
  return (
    <List dense>
      {TASKS.map((task) => {
        const labelId = `${idPrefix}-${task}`;
        return (
          <ListItem key={task} disablePadding>
            <ListItemButton onClick={() => setDone((d) => toggle(d, task))}>
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={done.includes(task)}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-labelledby': labelId } }}
                />
              </ListItemIcon>
              <ListItemText
                id={labelId}
                primary={t(`components.list.task.${task}`)}
                sx={done.includes(task) ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
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
