import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { cn } from '../lib/cn.ts';

export const Menu = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;
export const MenuRadioGroup = DropdownMenu.RadioGroup;

const ITEM_CLASS_NAME = cn(
  'relative flex h-9 cursor-pointer select-none items-center gap-2.5 rounded-md px-2.5 text-sm text-fg outline-none',
  'data-highlighted:bg-surface-2 data-disabled:pointer-events-none data-disabled:opacity-50',
);

export function MenuContent({
  className,
  children,
  align = 'end',
  sideOffset = 6,
  ...props
}: ComponentPropsWithRef<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          'z-50 min-w-44 rounded-control border border-border bg-surface p-1 shadow-pop animate-pop-in',
          className,
        )}
        {...props}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

export function MenuItem({
  icon,
  tone = 'default',
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof DropdownMenu.Item> & { icon?: ReactNode; tone?: 'default' | 'danger' }) {
  return (
    <DropdownMenu.Item
      className={cn(ITEM_CLASS_NAME, tone === 'danger' && 'text-danger-fg data-highlighted:bg-danger-soft', className)}
      {...props}
    >
      {icon ? <span className="flex size-4 items-center justify-center text-current opacity-80">{icon}</span> : null}
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuRadioItem({ className, children, ...props }: ComponentPropsWithRef<typeof DropdownMenu.RadioItem>) {
  return (
    <DropdownMenu.RadioItem className={cn(ITEM_CLASS_NAME, 'pr-8', className)} {...props}>
      {children}
      <DropdownMenu.ItemIndicator className="absolute right-2.5 flex items-center text-primary">
        <Check className="size-4" aria-hidden />
      </DropdownMenu.ItemIndicator>
    </DropdownMenu.RadioItem>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />;
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-medium text-muted">{children}</DropdownMenu.Label>;
}
