import { useEffect, useRef, useState, type ReactNode } from 'react';

type Phase = 'static' | 'waiting' | 'shown';

/**
 * A section that fades in when it scrolls into view. The content is visible by default: it is hidden only
 * once an IntersectionObserver has reported it below the fold, so without the observer (or without
 * JavaScript) nothing stays invisible, and readers who ask for reduced motion get no animation at all.
 */
export function Reveal({
  children,
  className = '',
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>('static');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setPhase((was) => (was === 'waiting' ? 'shown' : was));
          observer.disconnect();
        } else {
          setPhase('waiting');
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={ref} className={`reveal reveal--${phase} ${className}`} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
