// antd's Result, loaded when first shown: its pictures (404, 403, 500) weigh
// about 10 KiB gzip, and a screen shows a result only when something went wrong.
import { lazy, Suspense } from 'react';
import type { ResultProps } from 'antd';

const Result = lazy(() => import('antd/es/result/index'));

export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
