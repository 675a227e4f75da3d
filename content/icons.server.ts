import {
  Activity,
  Award,
  BarChart3,
  Blocks,
  BookOpen,
  Brain,
  Briefcase,
  Building2,
  Calendar,
  CheckCircle2,
  ClipboardCheck,
  Clock,
  Cloud,
  Code2,
  Coffee,
  Compass,
  Cpu,
  CreditCard,
  Database,
  Dumbbell,
  Eye,
  FileText,
  Fingerprint,
  Gauge,
  GitBranch,
  Globe,
  GraduationCap,
  Handshake,
  HeartHandshake,
  Landmark,
  Layers,
  LifeBuoy,
  LineChart,
  Lock,
  Map as MapIcon,
  MapPin,
  Megaphone,
  MessagesSquare,
  Network,
  Package,
  PieChart,
  PiggyBank,
  Puzzle,
  Rocket,
  Scale,
  Search,
  Server,
  Settings,
  Share2,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Star,
  Store,
  Target,
  TrendingUp,
  Truck,
  UserCheck,
  UserPlus,
  Users,
  Wallet,
  Wifi,
  Workflow,
  Wrench,
  Zap,
} from "lucide-react";
import { createElement, type ElementType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { z } from "zod";
import type { IconSvg } from "~/components/site/icon";

/**
 * Content names its icons as strings ("Rocket", "ShieldCheck"); this resolves them at build, into
 * the page's data, as the inner markup of the icon's <svg>. An island's code then carries no
 * icon table (all of these would be ≈5.6 KB brotli). Server-only
 * (.server): the build fails if page code imports it. Add a name here when content needs one.
 */
const registry = {
  Activity,
  Award,
  BarChart3,
  Blocks,
  BookOpen,
  Brain,
  Briefcase,
  Building2,
  Calendar,
  CheckCircle2,
  ClipboardCheck,
  Clock,
  Cloud,
  Code2,
  Coffee,
  Compass,
  Cpu,
  CreditCard,
  Database,
  Dumbbell,
  Eye,
  FileText,
  Fingerprint,
  Gauge,
  GitBranch,
  Globe,
  GraduationCap,
  Handshake,
  HeartHandshake,
  Landmark,
  Layers,
  LifeBuoy,
  LineChart,
  Lock,
  Map: MapIcon,
  MapPin,
  Megaphone,
  MessagesSquare,
  Network,
  Package,
  PieChart,
  PiggyBank,
  Puzzle,
  Rocket,
  Scale,
  Search,
  Server,
  Settings,
  Share2,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Star,
  Store,
  Target,
  TrendingUp,
  Truck,
  UserCheck,
  UserPlus,
  Users,
  Wallet,
  Wifi,
  Workflow,
  Wrench,
  Zap,
} as const;

export type IconName = keyof typeof registry;
export const iconNames = Object.keys(registry) as IconName[];

/** The markup inside an icon component's <svg>, as React renders it. */
export function drawnPaths(icon: ElementType): string {
  const markup = renderToStaticMarkup(createElement(icon));
  const body = /^<svg[^>]*>(.*)<\/svg>$/s.exec(markup)?.[1];
  if (!body) throw new Error(`icon: unexpected markup ${markup.slice(0, 80)}`);
  return body;
}

/** The paths inside the named icon's <svg>. */
export const iconSvg = (name: IconName) => drawnPaths(registry[name]) as IconSvg;

/** A content field naming an icon; parses to the icon's markup. */
export const iconField = z
  .enum(iconNames as [IconName, ...IconName[]], {
    error: (issue) =>
      `unknown icon ${JSON.stringify(issue.input)}: add it to content/icons.server.ts`,
  })
  .transform(iconSvg);
