import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonStyle } from './button-styles';

/** A router link that looks like a button: gold and large unless told otherwise. */
export function ButtonLink({ variant = 'gold', size, block, className, ...props }: Omit<LinkProps, 'className'> & ButtonStyle) {
  return <Link {...props} className={buttonClass({ variant, size, block, className })} />;
}
