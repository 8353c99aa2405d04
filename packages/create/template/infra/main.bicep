// The portal's Azure resources: the Static Web App for the site, and a Flex Consumption Function App on
// Node.js 22 with its own storage account, reached only through a user-assigned managed identity (no
// account keys), CORS for the portal's address only, HTTPS and TLS 1.2 only, FTP off, and optionally its
// logs sent to a Log Analytics workspace. What Bicep cannot do (the identity's Microsoft Graph
// permissions, the app registration) is `npm run provision`'s: see infra/README.md.
//
// Deploy: az deployment group create --resource-group <group> --template-file infra/main.bicep \
//   --parameters infra/main.parameters.json reportsSalt=<random value>
targetScope = 'resourceGroup'

@description('Where the resources go; Flex Consumption is offered in most regions (az functionapp list-flexconsumption-locations).')
param location string = resourceGroup().location

@description('A short prefix for the resources\' names: lower-case letters and digits.')
@minLength(3)
@maxLength(12)
param namePrefix string

@description('The portal\'s host name, e.g. it.school.edu.au: the only origin the function\'s CORS allows.')
param portalHost string

@description('The school\'s Directory (tenant) ID.')
param tenantId string

@description('The portal\'s Application (client) ID, from its app registration.')
param clientId string

@description('App role values whose holders may create their own pass, comma-separated: students only.')
param tapAllowedRoles string

@description('The licence (SKU) id only students hold: only they may be given a pass by staff.')
param studentLicenceSkuId string

@description('The secret in every report\'s key: a random value of at least 32 characters.')
@secure()
@minLength(32)
param reportsSalt string

@description('App role values whose holders may read the words students typed into reports.')
param reportsWordsRoles string = 'ITSupport'

@description('Days reports are kept (30 to 366).')
@minValue(30)
@maxValue(366)
param reportsKeepDays int = 30

@description('Days audit rows are kept (30 to 730).')
@minValue(30)
@maxValue(730)
param auditRetentionDays int = 90

@description('The Static Web App\'s plan: Standard gives the named preview environment; Free has none.')
@allowed(['Free', 'Standard'])
param staticWebAppSku string = 'Standard'

@description('Optional: a Log Analytics workspace\'s resource id, to keep the function\'s logs (the audit lines among them).')
param logAnalyticsWorkspaceId string = ''

var storageName = toLower('${namePrefix}fn${uniqueString(resourceGroup().id)}')
var deploymentContainer = 'app-package'
var portalOrigin = 'https://${portalHost}'

// Built-in role definitions (their ids are the same in every tenant).
var storageBlobDataOwner = 'b7e6dc6d-f1e8-4753-8033-0f276bb0955b'
var storageQueueDataContributor = '974c5e8b-45b9-4653-ba55-5f855dd0fb88'
var storageTableDataContributor = '0a9a7e1f-b9d0-4cc4-a60d-0319b160aaa3'

resource site 'Microsoft.Web/staticSites@2023-12-01' = {
  name: '${namePrefix}-portal'
  location: location
  sku: { name: staticWebAppSku, tier: staticWebAppSku }
  properties: {
    // Deployed by the workflow with its deployment token; no repository link, so Azure adds no workflow.
    allowConfigFileUpdates: true
    stagingEnvironmentPolicy: staticWebAppSku == 'Standard' ? 'Enabled' : 'Disabled'
  }
}

resource identity 'Microsoft.ManagedIdentity/userAssignedIdentities@2023-01-31' = {
  name: '${namePrefix}-portal-fn'
  location: location
}

resource storage 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: take(storageName, 24)
  location: location
  kind: 'StorageV2'
  sku: { name: 'Standard_LRS' }
  properties: {
    allowBlobPublicAccess: false
    allowSharedKeyAccess: false
    minimumTlsVersion: 'TLS1_2'
    supportsHttpsTrafficOnly: true
  }
}

resource blobs 'Microsoft.Storage/storageAccounts/blobServices@2023-05-01' = {
  parent: storage
  name: 'default'
}

resource packages 'Microsoft.Storage/storageAccounts/blobServices/containers@2023-05-01' = {
  parent: blobs
  name: deploymentContainer
}

resource storageRoles 'Microsoft.Authorization/roleAssignments@2022-04-01' = [
  for role in [storageBlobDataOwner, storageQueueDataContributor, storageTableDataContributor]: {
    name: guid(storage.id, identity.id, role)
    scope: storage
    properties: {
      principalId: identity.properties.principalId
      principalType: 'ServicePrincipal'
      roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', role)
    }
  }
]

resource plan 'Microsoft.Web/serverfarms@2023-12-01' = {
  name: '${namePrefix}-portal-fn-plan'
  location: location
  kind: 'functionapp'
  sku: { tier: 'FlexConsumption', name: 'FC1' }
  properties: { reserved: true }
}

resource functionApp 'Microsoft.Web/sites@2023-12-01' = {
  name: '${namePrefix}-portal-fn'
  location: location
  kind: 'functionapp,linux'
  identity: {
    type: 'UserAssigned'
    userAssignedIdentities: { '${identity.id}': {} }
  }
  properties: {
    serverFarmId: plan.id
    httpsOnly: true
    functionAppConfig: {
      deployment: {
        storage: {
          type: 'blobContainer'
          value: '${storage.properties.primaryEndpoints.blob}${deploymentContainer}'
          authentication: { type: 'UserAssignedIdentity', userAssignedIdentityResourceId: identity.id }
        }
      }
      scaleAndConcurrency: { maximumInstanceCount: 40, instanceMemoryMB: 2048 }
      runtime: { name: 'node', version: '22' }
    }
    siteConfig: {
      minTlsVersion: '1.2'
      ftpsState: 'Disabled'
      cors: { allowedOrigins: [portalOrigin], supportCredentials: false }
      appSettings: [
        { name: 'AzureWebJobsStorage__accountName', value: storage.name }
        { name: 'AzureWebJobsStorage__credential', value: 'managedidentity' }
        { name: 'AzureWebJobsStorage__clientId', value: identity.properties.clientId }
        { name: 'AZURE_CLIENT_ID', value: identity.properties.clientId }
        { name: 'FUNCTIONS_REQUEST_BODY_SIZE_LIMIT', value: '16384' }
        { name: 'PORTAL_TENANT_ID', value: tenantId }
        { name: 'PORTAL_CLIENT_ID', value: clientId }
        { name: 'TAP_ALLOWED_ROLES', value: tapAllowedRoles }
        { name: 'STAFF_TAP_STUDENT_LICENCES', value: studentLicenceSkuId }
        { name: 'REPORTS_SALT', value: reportsSalt }
        { name: 'REPORTS_WORDS_ROLES', value: reportsWordsRoles }
        { name: 'REPORTS_SUBJECTS_URL', value: '${portalOrigin}/report-subjects.json' }
        { name: 'REPORTS_KEEP_DAYS', value: string(reportsKeepDays) }
        { name: 'AUDIT_RETENTION_DAYS', value: string(auditRetentionDays) }
      ]
    }
  }
  dependsOn: [storageRoles, packages]
}

resource logs 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = if (!empty(logAnalyticsWorkspaceId)) {
  name: 'portal-fn-logs'
  scope: functionApp
  properties: {
    workspaceId: logAnalyticsWorkspaceId
    logs: [{ category: 'FunctionAppLogs', enabled: true }]
  }
}

@description('The Function App\'s address: school.yaml\'s functionApp.url.')
output functionUrl string = 'https://${functionApp.properties.defaultHostName}/api'

@description('The identity `npm run provision` gives its Microsoft Graph permissions: school.yaml\'s deploy.functionAppPrincipalId.')
output functionAppPrincipalId string = identity.properties.principalId

@description('The Static Web App\'s own address, until the school\'s host name is added to it.')
output siteDefaultHost string = site.properties.defaultHostname
