import { pageMeta } from '@autoskola/routes';
import { currentSchool, isSetupPending } from '@autoskola/school';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** Keeps title, description and robots right after client-side navigation (the server sets the first ones). */
export function usePageMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = pageMeta(pathname, currentSchool(), { setupPending: isSetupPending() });
    document.title = meta.title;
    setMeta('description', meta.description);
    setMeta('robots', meta.robots);
  }, [pathname]);
}
