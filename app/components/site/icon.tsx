import type { LucideProps } from "lucide-react";
import * as Icons from "lucide-react";

/**
 * Content modules name icons as strings ("Rocket", "ShieldCheck"); this resolves them.
 * Only the icons listed here are bundled: add a name when content needs a new one.
 */
const registry = {
  Activity: Icons.Activity,
  Award: Icons.Award,
  BarChart3: Icons.BarChart3,
  Blocks: Icons.Blocks,
  BookOpen: Icons.BookOpen,
  Brain: Icons.Brain,
  Briefcase: Icons.Briefcase,
  Building2: Icons.Building2,
  Calendar: Icons.Calendar,
  ChartLine: Icons.ChartLine,
  CheckCircle2: Icons.CheckCircle2,
  ClipboardCheck: Icons.ClipboardCheck,
  Clock: Icons.Clock,
  Cloud: Icons.Cloud,
  Code2: Icons.Code2,
  Coffee: Icons.Coffee,
  Compass: Icons.Compass,
  Cpu: Icons.Cpu,
  CreditCard: Icons.CreditCard,
  Database: Icons.Database,
  Dumbbell: Icons.Dumbbell,
  Eye: Icons.Eye,
  FileText: Icons.FileText,
  Fingerprint: Icons.Fingerprint,
  Gauge: Icons.Gauge,
  GitBranch: Icons.GitBranch,
  Globe: Icons.Globe,
  GraduationCap: Icons.GraduationCap,
  Handshake: Icons.Handshake,
  HeartHandshake: Icons.HeartHandshake,
  Landmark: Icons.Landmark,
  Layers: Icons.Layers,
  LifeBuoy: Icons.LifeBuoy,
  LineChart: Icons.LineChart,
  Lock: Icons.Lock,
  Map: Icons.Map,
  MapPin: Icons.MapPin,
  Megaphone: Icons.Megaphone,
  MessagesSquare: Icons.MessagesSquare,
  Network: Icons.Network,
  Package: Icons.Package,
  PieChart: Icons.PieChart,
  PiggyBank: Icons.PiggyBank,
  Puzzle: Icons.Puzzle,
  Rocket: Icons.Rocket,
  Scale: Icons.Scale,
  Search: Icons.Search,
  Server: Icons.Server,
  Settings: Icons.Settings,
  Share2: Icons.Share2,
  ShieldCheck: Icons.ShieldCheck,
  ShoppingCart: Icons.ShoppingCart,
  Smartphone: Icons.Smartphone,
  Sparkles: Icons.Sparkles,
  Star: Icons.Star,
  Store: Icons.Store,
  Target: Icons.Target,
  TrendingUp: Icons.TrendingUp,
  Truck: Icons.Truck,
  UserCheck: Icons.UserCheck,
  UserPlus: Icons.UserPlus,
  Users: Icons.Users,
  Wallet: Icons.Wallet,
  Wifi: Icons.Wifi,
  Workflow: Icons.Workflow,
  Wrench: Icons.Wrench,
  Zap: Icons.Zap,
} as const;

export type IconName = keyof typeof registry;
export const iconNames = Object.keys(registry) as IconName[];

export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Cmp = registry[name];
  return <Cmp aria-hidden="true" {...props} />;
}
