/** What a share action needs to know about the page being shared. */
export interface ShareTarget {
  title: string;
  excerpt: string;
  /** Absolute canonical URL of the page. */
  url: string;
}

/** Share addresses for the networks and the mail link, every value URL-encoded. */
export function shareLinks({ title, excerpt, url }: ShareTarget) {
  const u = encodeURIComponent(url);
  const body = `${title}\n\n${excerpt}\n\nRead the article: ${url}`;
  return {
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`,
  };
}
