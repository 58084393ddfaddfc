export function SectionTitle({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead?: string }) {
  return (
    <div className="mb-8 text-center">
      {eyebrow && <p className="mb-2 text-xs font-semibold tracking-[0.25em] text-accent uppercase">{eyebrow}</p>}
      <h2 className="text-3xl font-semibold text-cocoa-900 sm:text-4xl">{title}</h2>
      {lead && <p className="mx-auto mt-3 max-w-2xl text-cocoa-700">{lead}</p>}
    </div>
  );
}
