// The rule-in-contracts lint (issue 43), shared by both ESLint configs: a value list the web
// client, the REST facade and a service all use is written once, in libs/contracts, and imported
// everywhere else (docs/architecture.md, "Add a highlight colour"). Writing the highlight colours
// out again, as an array of them or as an enum, fails lint anywhere but in libs/contracts.
const colour = (name) => `Literal[value='${name}']`;

export const RULES_IN_CONTRACTS = {
  'no-restricted-syntax': [
    'error',
    {
      selector: `ArrayExpression:has(> ${colour('yellow')}):has(> ${colour('pink')})`,
      message:
        'The highlight colours are HIGHLIGHT_COLORS in @distill/contracts: import them, never list them again.',
    },
    {
      selector: `TSEnumMember > ${colour('pink')}`,
      message:
        'The highlight colours are HIGHLIGHT_COLORS in @distill/contracts: derive an enum from them (reading registers the schema enum that way).',
    },
  ],
};

/** Where the list may be written: its one home. */
export const RULES_IN_CONTRACTS_HOME = ['libs/contracts/src/**'];
