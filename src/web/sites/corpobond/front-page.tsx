import type { RouteMeta } from '@web/lib/route-meta';
import { Hero } from '@web/components/hero';
import { IconBuildingBank } from '@tabler/icons-react';

export const meta: RouteMeta = { public: true, layout: 'front' };

export default function FrontPage() {
  return <Hero Icon={IconBuildingBank} variant="split" />;
}
