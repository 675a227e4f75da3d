import { ErrorPage } from "~/components/site/error-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Page Not Found",
    description: "The page you're looking for doesn't exist or has been moved.",
    path: "/404",
    noindex: true,
  });

export default function NotFound() {
  return (
    <ErrorPage
      code="404"
      title="Page Not Found"
      message="The page you're looking for doesn't exist or has been moved."
      log="404 Error: User attempted to access non-existent route:"
    />
  );
}
