import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** A thin bar at the top while a page's code arrives; no text, so nothing flashes untranslated. */
export function PageLoading() {
  return (
    <Box sx={{ position: 'fixed', insetInline: 0, top: 0 }} role="progressbar" aria-busy="true">
      <LinearProgress />
    </Box>
  );
}
