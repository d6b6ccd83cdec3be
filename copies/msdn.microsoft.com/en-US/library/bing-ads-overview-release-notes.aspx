Release Notes

Release Notes

 

For information about the changes to the Bing Ads services for each release, see the following sections.

October 2015

For information about the changes to the Bing Ads services included in this release, see the following sections.

Bing Ads API Version 10

Bing Ads API Version 10 Ad Insight, Bulk, and Campaign Management services are now generally available in production and sandbox.

System_CAPS_ICON_note.jpg Note


The Ad Intelligence, Bulk, Campaign Management, and Optimizer Version 9 services are deprecated and are scheduled to be sunset at the beginning of the third calendar quarter of 2016. You must migrate to the Ad Insight, Bulk, and Campaign Management Version 10 services.

For more information, see Migrating from Bing Ads API Version 9 to Version 10.

Web Service NameProductionSandbox
Ad Insighthttps://adinsight.api.bingads.microsoft.com/Api/Advertiser/AdInsight/V10/AdInsightService.svchttps://adinsight.api.sandbox.bingads.microsoft.com/Api/Advertiser/AdInsight/V10/AdInsightService.svc
Bulkhttps://bulk.api.bingads.microsoft.com/Api/Advertiser/CampaignManagement/V10/BulkService.svchttps://bulk.api.sandbox.bingads.microsoft.com/Api/Advertiser/CampaignManagement/V10/BulkService.svc
Campaign Managementhttps://campaign.api.bingads.microsoft.com/Api/Advertiser/CampaignManagement/V10/CampaignManagementService.svchttps://campaign.api.sandbox.bingads.microsoft.com/Api/Advertiser/CampaignManagement/V10/CampaignManagementService.svc

Campaign Management Version 10

The CampaignType element is now required when calling GetCampaignsByAccountId and GetCampaignsByIds.

Software Development Kit (SDK) Updates

The Bing Ads .NET, Java, and Python SDKs are updated with support for Bing Ads API Version 10. For more information, see Bing Ads Client Libraries.

July 2015

For information about the changes to the Bing Ads services included in this release, see the following sections.

Bulk Version 10

Format Version 4.0

Support for Bulk file