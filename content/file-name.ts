/**
 * A content file's name (and so its page's address and its generated art): lower-case words
 * joined by -. The build refuses any other name (news.server.ts, insights.server.ts,
 * blog.server.ts), and the editor's "File name" fields carry the same pattern.
 */
export const fileNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const fileNameRule = "lower-case words joined by -";
