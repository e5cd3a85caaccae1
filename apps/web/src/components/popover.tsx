import type { ComponentPropsWithRef } from 'react';
import * as RadixPopover from '@radix-ui/react-popover';
import { cn } from '../lib/cn.ts';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;
export const PopoverAnchor = RadixPopover.Anchor;

export function PopoverContent({
  className,
  align = 'end',
  sideOffset = 8,
  ...props
}: ComponentPropsWithRef<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          'z-50 w-80 max-w-[calc(100vw-1rem)] rounded-card border border-border bg-surface shadow-pop animate-pop-in outline-none',
          className,
        )}
        {...props}
      />
    </RadixPopover.Portal>
  );
}
