/** The empty cart's picture: an open paper bag with a few crumbs. */
export function EmptyBagArt() {
  return (
    <svg viewBox="0 0 120 120" className="size-20" aria-hidden="true" fill="none">
      <path
        d="M30 40h60l-5 60a6 6 0 0 1-6 5.5H41a6 6 0 0 1-6-5.5L30 40Z"
        fill="#e9c98b"
        stroke="#5b3a29"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M30 40l8-12h44l8 12" fill="#f1dcb1" stroke="#5b3a29" strokeWidth="3" strokeLinejoin="round" />
      <path d="M47 52v-8a13 13 0 0 1 26 0v8" stroke="#5b3a29" strokeWidth="3" strokeLinecap="round" />
      <circle cx="52" cy="78" r="2.5" fill="#5b3a29" />
      <circle cx="68" cy="78" r="2.5" fill="#5b3a29" />
      <path d="M53 90c4-3 10-3 14 0" stroke="#5b3a29" strokeWidth="3" strokeLinecap="round" />
      <circle cx="96" cy="100" r="3" fill="#b4462b" />
      <circle cx="24" cy="96" r="2" fill="#b4462b" />
    </svg>
  );
}
