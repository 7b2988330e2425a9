import { FormattedMessage } from 'react-intl';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PageColumn } from '../../components/page-column';
import { MerchantCategoryPage } from './merchant/category-page';
import { MerchantCouponPage } from './merchant/coupon-page';
import { MerchantHomePage } from './merchant/home-page';
import { MerchantQualificationPage } from './merchant/qualification-page';

/** The store's default tab, keeping the query (merId) of the link that led here. */
function ToStoreHome() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: 'home', search }} replace />;
}

/** /merchant/merchant/*: a store page whose tabs are home, category, coupon and qualification. */
export function MerchantPage() {
  return (
    <PageColumn>
      <h1>
        <FormattedMessage
          id="merchantStreet.MerchantPage.title"
          defaultMessage="Store"
          description="Heading of a store page"
        />
      </h1>
      <Routes>
        <Route path="home" element={<MerchantHomePage />} />
        <Route path="category" element={<MerchantCategoryPage />} />
        <Route path="coupon" element={<MerchantCouponPage />} />
        <Route path="qualification" element={<MerchantQualificationPage />} />
        <Route path="*" element={<ToStoreHome />} />
      </Routes>
    </PageColumn>
  );
}
