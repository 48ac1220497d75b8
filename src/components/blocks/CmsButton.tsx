import { OpenModalButton } from '@/components/modal/ModalContext';
import type { ButtonAttribute } from './attributes';
import { ButtonLink, buttonClasses } from '@/components/ui/Button';

/** A CMS button: opens its modal when it has one, else links to its url. Renders nothing without either. */
export function CmsButton({ button, className, inverse = false }: { button: ButtonAttribute | null | undefined; className?: string; inverse?: boolean }) {
  if (!button) return null;
  if (button.modalId) {
    return (
      <OpenModalButton modalId={button.modalId} className={buttonClasses(button.type, button.size, className, inverse)}>
        {button.title}
      </OpenModalButton>
    );
  }
  if (!button.url) return null;
  return (
    <ButtonLink href={button.url} type={button.type} size={button.size} target={button.target} className={className} icon={button.icon || undefined} inverse={inverse}>
      {button.title}
    </ButtonLink>
  );
}
