import type { VehicleStatus } from '@common/schemas/logistics';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { VEHICLE_TONE } from './labels';

export function VehicleStatusChip({ status }: { status: VehicleStatus }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" color={VEHICLE_TONE[status]} label={t(`logistics.vehicleStatus.${status}`)} />
  );
}
