import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonStyle } from './button-styles';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & ButtonStyle;

/** A <button> (type="button" unless told otherwise, so it never submits a form by accident). */
export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonProps) {
  return <button {...props} type={type} className={buttonClass({ variant, size, block, className })} />;
}
