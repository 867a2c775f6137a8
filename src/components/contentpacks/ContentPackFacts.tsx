import React from 'react';

import ExternalLink from '@/components/common/ExternalLink';
import { Fact, Facts, None } from '@/components/common/Facts';
import type { ContentPack } from '@/stores/contentpacks/contentPackTypes';

/**
 * The general information of a pack revision. The description is shown as plain text with its line breaks
 * (Graylog renders it as Markdown; entity data is never rendered as HTML here).
 */
const ContentPackFacts = ({ pack }: { pack: ContentPack }) => (
  <Facts>
    <Fact label="Name">{pack.name || <None />}</Fact>
    <Fact label="Summary">{pack.summary || <None />}</Fact>
    <Fact label="Vendor">{pack.vendor || <None />}</Fact>
    <Fact label="URL">{pack.url ? <ExternalLink href={pack.url}>{pack.url}</ExternalLink> : <None />}</Fact>
    <Fact label="Revision">{pack.rev}</Fact>
    <Fact label="ID"><code>{pack.id}</code></Fact>
    <Fact label="Description">
      {pack.description ? <span style={{ whiteSpace: 'pre-wrap' }}>{pack.description}</span> : <None />}
    </Fact>
  </Facts>
);

export default ContentPackFacts;
