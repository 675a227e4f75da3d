import type * as lucide from "lucide-react";
import { z } from "zod";

/**
 * The icons content may name ("Rocket", "ShieldCheck"): lucide-react's own export names, drawn
 * by the pages (app/components/site/icon-svg.server.ts). Add a name here when content needs one;
 * a name lucide does not export fails the type check.
 */
export const iconNames = [
  "Activity",
  "Award",
  "BarChart3",
  "Blocks",
  "BookOpen",
  "Brain",
  "Briefcase",
  "Building2",
  "Calendar",
  "CheckCircle2",
  "ClipboardCheck",
  "Clock",
  "Cloud",
  "Code2",
  "Coffee",
  "Compass",
  "Cpu",
  "CreditCard",
  "Database",
  "Dumbbell",
  "Eye",
  "FileText",
  "Fingerprint",
  "Gauge",
  "GitBranch",
  "Globe",
  "GraduationCap",
  "Handshake",
  "HeartHandshake",
  "Landmark",
  "Layers",
  "LifeBuoy",
  "LineChart",
  "Lock",
  "Map",
  "MapPin",
  "Megaphone",
  "MessagesSquare",
  "Network",
  "Package",
  "PieChart",
  "PiggyBank",
  "Puzzle",
  "Rocket",
  "Scale",
  "Search",
  "Server",
  "Settings",
  "Share2",
  "ShieldCheck",
  "ShoppingCart",
  "Smartphone",
  "Sparkles",
  "Star",
  "Store",
  "Target",
  "TrendingUp",
  "Truck",
  "UserCheck",
  "UserPlus",
  "Users",
  "Wallet",
  "Wifi",
  "Workflow",
  "Wrench",
  "Zap",
] as const satisfies readonly (keyof typeof lucide)[];

export type IconName = (typeof iconNames)[number];

/** A content field naming an icon. */
export const iconField = z.enum(iconNames, {
  error: (issue) => `unknown icon ${JSON.stringify(issue.input)}: add it to content/icons.ts`,
});
