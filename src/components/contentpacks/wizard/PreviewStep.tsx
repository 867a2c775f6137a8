import React from 'react';

import SectionCard from '@/components/common/SectionCard';
import { packConstraints } from '@/stores/contentpacks/contentPackModel';
import type { ContentPack } from '@/stores/contentpacks/contentPackTypes';

import ContentPackConstraintsTable from '../ContentPackConstraintsTable';
import ContentPackEntitiesTable from '../ContentPackEntitiesTable';
import ContentPackFacts from '../ContentPackFacts';
import ContentPackParametersTable from '../ContentPackParametersTable';

/** Step 4: the whole pack as it will be saved, and its JSON. */
const PreviewStep = ({ pack }: { pack: ContentPack }) => (
  <>
    <SectionCard title="General information" level={3}><ContentPackFacts pack={pack} /></SectionCard>
    <SectionCard title="Constraints" level={3} description="What a server installing the pack must run.">
      <ContentPackConstraintsTable rows={packConstraints(pack.entities).map((constraint) => ({ constraint }))} />
    </SectionCard>
    <SectionCard title="Entities" level={3}><ContentPackEntitiesTable entities={pack.entities} parameters={pack.parameters} /></SectionCard>
    <SectionCard title="Parameters" level={3}><ContentPackParametersTable parameters={pack.parameters} /></SectionCard>
    <SectionCard title="JSON" level={3} description="The pack exactly as it will be saved.">
      <details>
        <summary>Show the JSON</summary>
        <pre className="mt-2 mb-0 small" style={{ maxHeight: '30rem', overflow: 'auto' }}><code>{JSON.stringify(pack, null, 2)}</code></pre>
      </details>
    </SectionCard>
  </>
);

export default PreviewStep;
