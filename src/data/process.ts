import planImage from '../assets/images/process-plan.svg';
import designImage from '../assets/images/process-design.svg';
import launchImage from '../assets/images/process-launch.svg';
import type { ImageRef } from './types';

export interface ProcessStep {
  title: 'Plan & Strategy' | 'Design & Develop' | 'Optimize & Launch';
  text: string;
  image: ImageRef;
}

/** The three steps of the Process block (product §2), shown in alternating layout. */
export const processSteps: ProcessStep[] = [
  {
    title: 'Plan & Strategy',
    text: 'We start by understanding your business, your customers and your competitors. Together we set clear goals and a roadmap for the site, the content and the campaigns that will get you there.',
    image: planImage,
  },
  {
    title: 'Design & Develop',
    text: 'Our designers and developers turn the plan into a fast, accessible, on-brand experience. You review every milestone, and nothing goes live until you love it.',
    image: designImage,
  },
  {
    title: 'Optimize & Launch',
    text: 'We test on real devices, tune speed and SEO, connect analytics and your CRM, then launch. After launch we keep measuring and improving what brings you leads.',
    image: launchImage,
  },
];
