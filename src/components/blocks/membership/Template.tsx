import { Fragment, type ReactNode } from 'react';

/**
 * A message with placeholders filled by nodes: ('Save {amount} a year', {amount: <Price/>}). Used
 * where a placeholder is a client island (a price that follows the visitor's currency), so the
 * translated sentence keeps its own word order.
 */
export function Template({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/(\{[a-zA-Z]+\})/);
  return (
    <>
      {parts.map((part, index) => {
        const name = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
        return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
      })}
    </>
  );
}
