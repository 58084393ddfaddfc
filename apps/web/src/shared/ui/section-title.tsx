export function SectionTitle({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead?: string }) {
  return (
    <div className="mb-8 text-center">
      {eyebrow && <p className="text-accent mb-2 text-xs font-semibold tracking-[0.25em] uppercase">{eyebrow}</p>}
      <h2 className="text-cocoa-900 text-3xl font-semibold sm:text-4xl">{title}</h2>
      {lead && <p className="text-cocoa-700 mx-auto mt-3 max-w-2xl">{lead}</p>}
    </div>
  );
}
