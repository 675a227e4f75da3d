// The fixed lists pages filter by. Plain data with no zod: the browser imports these (the
// filter chips), and the schemas beside them would bring the whole validator along.

export const insightCategories = [
  "Agile Transformation",
  "Digital Transformation",
  "Team Building",
  "Portfolio Management",
  "Agile Coaching",
  "DevOps",
] as const;

export const industries = [
  "Financial Services",
  "Food Technology",
  "Retail & E-commerce",
  "Technology Services",
  "Financial Technology",
] as const;

/** Blog posts share the insights' categories. */
export const blogTopics = insightCategories;
