import modernOffice from '../assets/images/portfolio/modern-office-design.svg';
import corporateBranding from '../assets/images/portfolio/corporate-branding.svg';
import mobileApp from '../assets/images/portfolio/mobile-app-ui.svg';
import marketingCampaign from '../assets/images/portfolio/marketing-campaign.svg';
import websiteRedesign from '../assets/images/portfolio/website-redesign.svg';
import productPhotography from '../assets/images/portfolio/product-photography.svg';
import logoDesign from '../assets/images/portfolio/logo-design.svg';
import socialMedia from '../assets/images/portfolio/social-media-campaign.svg';
import type { PortfolioItem } from './types';

/** The eight carousel items of product §3, in order. */
export const portfolioItems: PortfolioItem[] = [
  { id: 1, title: 'Modern Office Design', category: 'Interior Design', image: modernOffice },
  { id: 2, title: 'Corporate Branding', category: 'Branding', image: corporateBranding },
  { id: 3, title: 'Mobile App UI', category: 'UI/UX Design', image: mobileApp },
  { id: 4, title: 'Marketing Campaign', category: 'Digital Marketing', image: marketingCampaign },
  { id: 5, title: 'Website Redesign', category: 'Web Development', image: websiteRedesign },
  { id: 6, title: 'Product Photography', category: 'Photography', image: productPhotography },
  { id: 7, title: 'Logo Design', category: 'Graphic Design', image: logoDesign },
  { id: 8, title: 'Social Media Campaign', category: 'Digital Marketing', image: socialMedia },
];

/** The Portfolio page shows five image cards (product §2 Portfolio page). */
export const portfolioPageItems: PortfolioItem[] = [
  portfolioItems[4]!,
  portfolioItems[2]!,
  portfolioItems[1]!,
  portfolioItems[7]!,
  portfolioItems[6]!,
];
