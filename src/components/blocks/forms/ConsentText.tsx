/**
 * A consent sentence with its {privacy} and {terms} placeholders as links to the legal pages
 * (in the page's language). No HTML from anywhere: the sentence is split around the placeholders.
 */
export function ConsentText({ template, links, words }: { template: string; links: { privacy: string; terms: string }; words: { privacy: string; terms: string } }) {
  const parts = template.split(/(\{privacy\}|\{terms\})/);
  return (
    <>
      {parts.map((part, index) =>
        part === '{privacy}' ? (
          <a key={index} href={links.privacy} className="font-semibold underline underline-offset-2">
            {words.privacy}
          </a>
        ) : part === '{terms}' ? (
          <a key={index} href={links.terms} className="font-semibold underline underline-offset-2">
            {words.terms}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
