import { Card, CardContent, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui';
import { MessageHistory } from './message-history';
import { SendMessageForm } from './send-message-form';

/** /admin/messaging (spec part 2, section 2): Send Message and Message History. */
export function MessagingPage() {
  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title="Messaging" description="Write to one ambassador, or broadcast to a group of them." />
      <Tabs defaultValue="send" className="min-w-0 gap-4">
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit">
          <TabsTrigger value="send" className="px-3 py-1.5">
            Send Message
          </TabsTrigger>
          <TabsTrigger value="history" className="px-3 py-1.5">
            Message History
          </TabsTrigger>
        </TabsList>
        {/* Kept mounted, so a draft survives a look at the history. */}
        <TabsContent value="send" forceMount className="min-w-0 data-[state=inactive]:hidden">
          <Card className="min-w-0">
            <CardContent>
              <SendMessageForm />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="history" className="min-w-0">
          <Card className="min-w-0">
            <CardContent>
              <MessageHistory />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
