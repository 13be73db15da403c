/** One help-center category with its articles; `term` is the article `/help#term` opens. */
export interface HelpCategorySeed {
  key: string;
  title: string;
  articles: { key: string; title: string; content: string }[];
}
