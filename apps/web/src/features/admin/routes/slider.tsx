import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useSlider } from '../api.ts';
import { AddBannerPanel } from '../components/add-banner-panel.tsx';
import { PageHeader } from '../components/ui.tsx';
import { QueryStates } from '../components/query-states.tsx';
import { SlideList } from '../components/slide-list.tsx';

export default function SliderScreen() {
  useDocumentTitle('Slider images');
  const slider = useSlider();
  return (
    <>
      <PageHeader title="Home page slider" />
      <AddBannerPanel />
      <QueryStates query={slider} loading={<Skeleton className="h-48 w-full rounded-2xl" />}>
        {(data) => <SlideList items={data.items} />}
      </QueryStates>
    </>
  );
}
