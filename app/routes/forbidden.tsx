import { ErrorPage } from "~/components/site/error-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Access Forbidden",
    description: "You don't have permission to access this resource.",
    path: "/403",
    noindex: true,
  });

export default function Forbidden() {
  return (
    <ErrorPage
      code="403"
      title="Access Forbidden"
      message="You don't have permission to access this resource."
      log="403 Error: User attempted to access forbidden route:"
    />
  );
}
