import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CorsHttpMethod, HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import { routeKeyOf, routes as programmeRoutes, type RouteDefinition } from '@app/functions/platform/routes';
import { AppFunction, constructIdOf, type ProgrammeResources } from './app-function';

export interface ApiStackProps extends StackProps {
  resources: ProgrammeResources;
  /**
   * Origins allowed to call the API cross-origin. The deployed web app calls it same-origin
   * through CloudFront's /api/* behaviour; these cover a local frontend or a custom domain.
   */
  webOrigins: readonly string[];
  /** Defaults to the programme's routes. */
  routes?: readonly RouteDefinition[];
}

/** The HTTP API: one Lambda per route in routes.ts, Cognito JWTs checked on every route that is not public. */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly routeFunctions = new Map<string, AppFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { resources, routes = programmeRoutes } = props;

    this.httpApi = new HttpApi(this, 'Programme', {
      corsPreflight: {
        allowOrigins: [...props.webOrigins],
        allowMethods: [CorsHttpMethod.ANY],
        allowHeaders: ['authorization', 'content-type'],
      },
    });

    // Access tokens carry client_id rather than aud; API Gateway matches either against the audience.
    const cognitoJwt = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${this.region}.amazonaws.com/${resources.userPool.userPoolId}`,
      { jwtAudience: [resources.userPoolClient.userPoolClientId] },
    );

    for (const route of routes) {
      const id = constructIdOf(route.handler);
      const fn = new AppFunction(this, id, {
        handler: route.handler,
        grants: route.grants,
        resources,
        description: `${route.method} ${route.path}`,
      });
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${id}Integration`, fn),
        // Role checks happen in the handler (authorize middleware); the gateway only proves who is calling.
        authorizer: route.access === 'public' ? undefined : cognitoJwt,
      });
      this.routeFunctions.set(routeKeyOf(route), fn);
    }

    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }
}
