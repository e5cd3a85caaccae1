import { Link, type LinkProps } from 'react-router';
import { getButtonClassName, type ButtonSize, type ButtonVariant } from './button.tsx';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A router link that looks like a Button. */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...props }: ButtonLinkProps) {
  return <Link className={getButtonClassName(variant, size, className)} {...props} />;
}
