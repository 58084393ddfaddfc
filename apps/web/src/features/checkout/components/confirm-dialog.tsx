import type { ReactNode, Ref } from 'react';
import { Button } from '../../../shared/ui/button.tsx';

/**
 * A confirmation as a native popover, opened by a button's `popoverTarget={id}`: it opens, closes and
 * posts its form before the page's scripts run (or without them). The browser centres it over a
 * dimmed page, closes it on Escape or a tap outside, and gives focus back to the button that opened
 * it. As it opens, focus goes to the button that keeps things as they are: by its `autofocus` in the
 * page the server drew, by `onToggle` in one the script drew (React sets no such attribute).
 * `children` is the confirming form, after that button.
 */
export function ConfirmDialog(props: {
  id: string;
  ref?: Ref<HTMLDivElement>;
  title: string;
  /** What confirming does, which describes the dialog. */
  description: ReactNode;
  keepLabel: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={props.ref}
      id={props.id}
      popover="auto"
      role="dialog"
      aria-labelledby={`${props.id}-title`}
      aria-describedby={`${props.id}-text`}
      onToggle={(e) => {
        // The first button is the one that keeps things as they are.
        if (e.newState === 'open') e.currentTarget.querySelector('button')?.focus();
      }}
      className="bg-cream text-cocoa-900 backdrop:bg-cocoa-900/50 m-auto w-[min(92vw,26rem)] rounded-2xl p-6 shadow-xl"
    >
      <h2 id={`${props.id}-title`} className="mb-2 text-xl font-semibold">
        {props.title}
      </h2>
      <p id={`${props.id}-text`} className="text-cocoa-700 mb-6 text-sm">
        {props.description}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" popoverTarget={props.id} popoverTargetAction="hide" autoFocus>
          {props.keepLabel}
        </Button>
        {props.children}
      </div>
    </div>
  );
}
