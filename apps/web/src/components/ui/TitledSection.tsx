import type { ReactNode } from "react";

/**
 * A section named by its heading (`aria-labelledby`), so assistive technology lists it by that
 * name: the ticket's chain record, an event's place, an order's attendees…
 */
export function TitledSection({
  id,
  title,
  level = 3,
  className,
  titleClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
