import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { BRAND } from '@ledgerleaf/contracts';

const NETWORKS = [
  { name: 'YouTube', href: BRAND.social.youtube, Icon: YouTubeIcon },
  { name: 'X', href: BRAND.social.x, Icon: XIcon },
  { name: 'Facebook', href: BRAND.social.facebook, Icon: FacebookIcon },
  { name: 'Instagram', href: BRAND.social.instagram, Icon: InstagramIcon },
] as const;

export function SocialLinks() {
  const { t } = useTranslation('layout');
  return (
    <Stack component="ul" direction="row" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {NETWORKS.map(({ name, href, Icon }) => (
        <li key={name}>
          <IconButton
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.onNetwork', { brand: BRAND.name, network: name })}
            sx={{ color: 'inherit' }}
          >
            <Icon aria-hidden />
          </IconButton>
        </li>
      ))}
    </Stack>
  );
}
