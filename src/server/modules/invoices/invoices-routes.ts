import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/invoices';
import { formatMoney } from '../../../common/money';
import type { Mailer } from '../../mail/mailer';
import { requireAbility } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import { invoiceLabels, renderInvoicePdf } from './invoice-pdf';
import * as invoices from './invoices-service';

/**
 * The invoice app (issue #34): the request's site's invoices. Each route checks its action on
 * Invoice (the admin's manage all passes; a role may hold read only).
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  const { db } = app;
  const can = (action: 'read' | 'create' | 'update' | 'delete') => ({
    onRequest: requireAbility(action, 'Invoice'),
  });
  const sellerOf = (request: { site: { configuration: { AppName: string } } }) => request.site.configuration.AppName;

  route(app, api.listInvoices, can('read'), async (request) =>
    invoices.listInvoices(db, request.site.id, request.query),
  );
  route(app, api.invoiceCustomers, can('read'), async (request) =>
    invoices.findCustomers(db, request.site.id, request.query.q),
  );
  route(app, api.createInvoice, can('create'), async (request) =>
    invoices.createInvoice(db, request.site.id, request.body),
  );
  route(app, api.viewInvoice, can('read'), async (request) =>
    invoices.viewInvoice(db, request.site.id, request.params.number),
  );
  route(app, api.updateInvoice, can('update'), async (request) =>
    invoices.updateInvoice(db, request.site.id, request.params.number, request.body),
  );
  route(app, api.deleteInvoice, can('delete'), async (request) => {
    await invoices.deleteInvoice(db, request.site.id, request.params.number);
    return { ok: true as const };
  });
  route(app, api.invoicePdf, can('read'), async (request, reply) => {
    const invoice = await invoices.viewInvoice(db, request.site.id, request.params.number);
    const pdf = await renderInvoicePdf(invoice, sellerOf(request));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
  route(app, api.sendInvoice, can('update'), async (request) => {
    const invoice = await invoices.viewInvoice(db, request.site.id, request.params.number);
    const seller = sellerOf(request);
    const pdf = await renderInvoicePdf(invoice, seller);
    const label = invoiceLabels(invoice.language);
    const values = {
      number: String(invoice.number),
      seller,
      name: invoice.clientName,
      total: formatMoney(invoice.totalMinor, invoice.currency, invoice.language === 'ar' ? 'ar-u-nu-latn' : 'en'),
      due: invoice.dueDate,
    };
    const message = request.body.message;
    await mailer.send({
      to: request.body.to ?? invoice.clientEmail,
      subject: label('pdf.mailSubject', values),
      text: `${label('pdf.mailBody', values)}${message ? `\n\n${message}` : ''}`,
      attachments: [{ filename: `invoice-${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
    });
    return invoices.markSent(db, request.site.id, invoice.number);
  });
  route(app, api.addInvoicePayment, can('update'), async (request) =>
    invoices.addPayment(db, request.site.id, request.params.number, request.body),
  );
  // Taking money off an invoice is a deletion: it needs `delete Invoice`, not just `update`.
  route(app, api.deleteInvoicePayment, can('delete'), async (request) =>
    invoices.deletePayment(db, request.site.id, request.params.number, request.params.paymentId),
  );
};
