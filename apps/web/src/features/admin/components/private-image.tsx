import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';

/**
 * An image behind the staff guard, fetched with the session cookie like any API call and shown from a
 * blob URL, so a failed load shows the server's refusal as a message rather than a broken image.
 */
export function PrivateImage({ url, alt }: { url: string; alt: string }) {
  const image = useQuery({
    queryKey: ['admin', 'private-image', url],
    queryFn: async () => {
      const res = await fetch(url, { credentials: 'include' });
      if (!res.ok) throw new Error('The screenshot could not be loaded.');
      return URL.createObjectURL(await res.blob());
    },
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
  if (image.isPending) return <Skeleton className="h-72 w-full rounded-lg" />;
  if (image.error) return <p className="text-sm text-red-800">{image.error.message}</p>;
  return (
    <a href={image.data} target="_blank" rel="noreferrer" className="block">
      <img src={image.data} alt={alt} className="ring-cocoa-900/10 max-h-96 rounded-lg ring-1" />
    </a>
  );
}
