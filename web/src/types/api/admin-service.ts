/**
 * Generated from the OpenAPI document of admin-service by `npm run api-types`: do not edit by hand.
 * Friendly names for the app live in ./index.ts.
 */

export interface paths {
    "/admin-service/admin/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every promotion, with its status, uses and the money it gave away */
        get: operations["promotions_admin_service_admin_promotions_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/admin/promotions/add-promotion-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a promotion's image (png, jpeg), checked and resized */
        post: operations["add_promotion_image_admin_service_admin_promotions_add_promotion_image_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/admin/promotions/create-promotion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a promotion of any kind, or update it when the body has an id */
        post: operations["create_promotion_admin_service_admin_promotions_create_promotion_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/admin/promotions/deactivate/{promotion_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch a promotion off */
        post: operations["deactivate_admin_service_admin_promotions_deactivate__promotion_id__post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff login (admins and managers) */
        post: operations["authenticate_admin_service_authenticate_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/cake-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The custom cake requests, newest first (of one status, or all) */
        get: operations["list_cake_requests_admin_service_cake_requests_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/cake-requests/quote-defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a new quote starts from: the setup's deposit percent and days
         * @description For every staff member who quotes (the setup itself is the owner's to read and change).
         */
        get: operations["get_quote_defaults_admin_service_cake_requests_quote_defaults_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/cake-requests/{request_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request whole, with its event day's load */
        get: operations["get_cake_request_admin_service_cake_requests__request_id__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/cake-requests/{request_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a custom cake: everything paid is refunded */
        post: operations["cancel_cake_request_admin_service_cake_requests__request_id__cancel_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/cake-requests/{request_id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a request not yet paid, with a reason */
        post: operations["decline_cake_request_admin_service_cake_requests__request_id__decline_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/cake-requests/{request_id}/mark-delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The cake was picked up or delivered; how the rest was paid */
        post: operations["mark_cake_delivered_admin_service_cake_requests__request_id__mark_delivered_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/cake-requests/{request_id}/photos/{n}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The request's n-th reference photo (from 1) */
        get: operations["get_cake_request_photo_admin_service_cake_requests__request_id__photos__n__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/cake-requests/{request_id}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a quote, or a new version of it */
        post: operations["quote_cake_request_admin_service_cake_requests__request_id__quote_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customers, accounts and guests (by e-mail), a page at a time */
        get: operations["clients_admin_service_clients_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/clients/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every customer (accounts and guests) as CSV, in the report's order */
        get: operations["clients_csv_admin_service_clients_csv_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/confirm-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm Order */
        post: operations["confirm_order_admin_service_confirm_order_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/create-admin-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create Admin User
         * @description A manager or an admin; they get an invitation mail with a one-time link to set their own password.
         */
        post: operations["create_admin_user_admin_service_create_admin_user_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dashboard
         * @description Today's orders by status, the income so far (delivered orders), the orders waiting for an
         *     answer and for how long, today's reservations, new subscribers and customers, the products
         *     with 1 to 4 pieces left, and the invoices to look at: those due at ANAF by tomorrow and not
         *     filed yet, and those ANAF refused.
         */
        get: operations["dashboard_admin_service_dashboard_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products, paged (search by name, filter by category) */
        get: operations["entries_admin_service_entries_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/entries/add-entry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a product, or update it when the body has an id */
        post: operations["add_entry_admin_service_entries_add_entry_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/entries/add-product-images/{product_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add photos (png, jpeg) and remove others, in one go */
        post: operations["add_product_images_admin_service_entries_add_product_images__product_id__post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/entries/delete-entry/{product_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a product and its photos; past orders keep their copy */
        delete: operations["delete_entry_admin_service_entries_delete_entry__product_id__delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/entries/for-promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products with their sizes, for building promotions */
        get: operations["entries_for_promotions_admin_service_entries_for_promotions_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/entries/get-entry/{product_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product, as the edit form needs it */
        get: operations["get_entry_admin_service_entries_get_entry__product_id__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/get-admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admins and managers, paged */
        get: operations["get_admins_admin_service_get_admins_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/get-order-details/{order_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Order Details */
        get: operations["get_order_details_admin_service_get_order_details__order_id__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/get-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customers, paged */
        get: operations["get_users_admin_service_get_users_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is alive */
        get: operations["healthz_admin_service_healthz_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoices and credit notes by issue day, newest first */
        get: operations["list_invoices_admin_service_invoices_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/invoices/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A period's XML files as a ZIP ({number}.xml each), for an upload by hand in SPV */
        get: operations["export_invoices_admin_service_invoices_export_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/invoices/{invoice_id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice's PDF, as issued */
        get: operations["get_invoice_pdf_admin_service_invoices__invoice_id__pdf_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/invoices/{invoice_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue again, with the same number, an invoice ANAF refused (once its cause is fixed) */
        post: operations["retry_invoice_admin_service_invoices__invoice_id__retry_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/invoices/{invoice_id}/xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice's UBL XML (CIUS-RO), as issued */
        get: operations["get_invoice_xml_admin_service_invoices__invoice_id__xml_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/mark-as-delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark As Delivered */
        post: operations["mark_as_delivered_admin_service_mark_as_delivered_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/most-sold/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Most Sold Products
         * @description Products by pieces delivered, most first (the chart shows the first 5).
         */
        get: operations["most_sold_products_admin_service_most_sold_products_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/orders/{orderNumber}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue the order's invoice now (or answer the one issued already) */
        post: operations["issue_order_invoice_now_admin_service_orders__orderNumber__invoice_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/production-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kitchen's production list for one day (default: today) */
        get: operations["get_production_list_admin_service_production_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database and Redis answer */
        get: operations["readyz_admin_service_readyz_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/refund-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund part or all of an order's online card payment (ADMIN) */
        post: operations["refund_order_admin_service_refund_order_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/reject-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject Order */
        post: operations["reject_order_admin_service_reject_order_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Reservations
         * @description Today's bookings by time, the upcoming ones by date, the past ones newest first (Sibiu days).
         */
        get: operations["list_reservations_admin_service_reservations_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/reservations/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Reservation Settings */
        get: operations["get_reservation_settings_admin_service_reservations_settings_get"];
        put?: never;
        /**
         * Save Reservation Settings
         * @description How many guests the café seats per time slot, and the slot's length in minutes.
         */
        post: operations["save_reservation_settings_admin_service_reservations_settings_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/reservations/{reservation_id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm Reservation */
        post: operations["confirm_reservation_admin_service_reservations__reservation_id__confirm_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/reservations/{reservation_id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline Reservation */
        post: operations["decline_reservation_admin_service_reservations__reservation_id__decline_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List Reviews */
        get: operations["list_reviews_admin_service_reviews_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/reviews/{review_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete Review */
        delete: operations["delete_review_admin_service_reviews__review_id__delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/reviews/{review_id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide Review */
        post: operations["hide_review_admin_service_reviews__review_id__hide_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/reviews/{review_id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish Review */
        post: operations["publish_review_admin_service_reviews__review_id__publish_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/sales/add-newsletter-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the newsletter's image (png, jpeg), checked and resized */
        post: operations["add_newsletter_image_admin_service_sales_add_newsletter_image_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/sales/newsletter-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The newsletter's mail as subscribers will read it */
        post: operations["newsletter_preview_admin_service_sales_newsletter_preview_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/sales/newsletter-sends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past sends, each with its mails sent, waiting and failed */
        get: operations["newsletter_sends_admin_service_sales_newsletter_sends_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/sales/newsletter-sends/{send_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One send's progress */
        get: operations["newsletter_send_admin_service_sales_newsletter_sends__send_id__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/sales/order-numbers-between-dates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Order Numbers Between Dates
         * @description Both dates are required for a custom range; both days are included.
         */
        get: operations["order_numbers_between_dates_admin_service_sales_order_numbers_between_dates_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/sales/order-numbers-current-month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Order Numbers Current Month */
        get: operations["order_numbers_current_month_admin_service_sales_order_numbers_current_month_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/sales/order-numbers-last-month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Order Numbers Last Month */
        get: operations["order_numbers_last_month_admin_service_sales_order_numbers_last_month_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/sales/per-day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales Per Day
         * @description Income and delivered orders for each day of the range (for the chart).
         */
        get: operations["sales_per_day_admin_service_sales_per_day_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/sales/send-email-to-subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue the newsletter for every confirmed subscriber */
        post: operations["send_email_to_subscribers_admin_service_sales_send_email_to_subscribers_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/sales/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newsletter subscribers: confirmed, waiting and unsubscribed */
        get: operations["subscribers_admin_service_sales_subscribers_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/sales/subscribers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The subscribers as CSV */
        get: operations["subscribers_csv_admin_service_sales_subscribers_csv_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/setup/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Business address, and its coordinates for the /contact map */
        post: operations["address_admin_service_setup_address_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/setup/contact-information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Business name, phone and e-mail */
        post: operations["contact_information_admin_service_setup_contact_information_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/setup/create-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create categories, or update those sent with an id */
        post: operations["create_category_admin_service_setup_create_category_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/setup/custom-cakes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The custom-cake rules (ADMIN) */
        get: operations["get_custom_cake_setup_admin_service_setup_custom_cakes_get"];
        put?: never;
        /** Save the custom-cake rules (ADMIN) */
        post: operations["save_custom_cake_setup_admin_service_setup_custom_cakes_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/setup/delete-category/{category_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a category that has no products */
        delete: operations["delete_category_admin_service_setup_delete_category__category_id__delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/setup/delivery-zones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivery zones in order (staff) */
        get: operations["delivery_zones_admin_service_setup_delivery_zones_get"];
        put?: never;
        /** Add a delivery zone (no id) or edit one (with id); answers every zone */
        post: operations["save_delivery_zone_admin_service_setup_delivery_zones_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/setup/delivery-zones/{zone_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a delivery zone; answers every zone left */
        delete: operations["delete_delivery_zone_admin_service_setup_delivery_zones__zone_id__delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/setup/fetch-information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole business setup (staff) */
        get: operations["fetch_information_admin_service_setup_fetch_information_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/setup/get-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every category, in menu order */
        get: operations["get_categories_admin_service_setup_get_categories_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/setup/invoicing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoicing setup, with the required fields still empty (ADMIN) */
        get: operations["get_invoicing_setup_admin_service_setup_invoicing_get"];
        put?: never;
        /** Save the invoicing setup whole (ADMIN) */
        post: operations["save_invoicing_setup_admin_service_setup_invoicing_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/setup/offered-services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pickup, delivery, booking and pre-orders */
        post: operations["offered_services_admin_service_setup_offered_services_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/setup/pmt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payment methods: cash, card, cash-card, online */
        post: operations["payment_methods_admin_service_setup_pmt_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/setup/remove-pickup-locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove working points by id */
        delete: operations["remove_pickup_locations_admin_service_setup_remove_pickup_locations_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/setup/restaurant-schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the weekly programmes and the holidays */
        post: operations["restaurant_schedule_admin_service_setup_restaurant_schedule_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/setup/set-pickup-locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add working points (no id) or edit them (with id) */
        post: operations["set_pickup_locations_admin_service_setup_set_pickup_locations_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/setup/social-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The footer's Facebook, Instagram and TikTok links */
        post: operations["social_links_admin_service_setup_social_links_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/setup/unanswered-alert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The second address mailed about an unanswered order */
        get: operations["unanswered_alert_admin_service_setup_unanswered_alert_get"];
        put?: never;
        /** Set (or clear) the second address mailed about an unanswered order */
        post: operations["set_unanswered_alert_admin_service_setup_unanswered_alert_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get User
         * @description A user's page: names, contact, role, whether active; a customer's orders and newsletter state.
         */
        get: operations["get_user_admin_service_users__user_id__get"];
        put?: never;
        /**
         * Edit User
         * @description Names and phone; for staff, the role (a change ends the user's sessions). The last active
         *     admin keeps the role, and no admin takes their own away.
         */
        post: operations["edit_user_admin_service_users__user_id__post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/users/{user_id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate User */
        post: operations["activate_user_admin_service_users__user_id__activate_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-service/users/{user_id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate User
         * @description The account can no longer sign in, and its tokens stop working at once on every replica.
         */
        post: operations["deactivate_user_admin_service_users__user_id__deactivate_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Address */
        Address: {
            /** Address */
            address: string;
            /** City */
            city: string;
            /**
             * Country
             * @default
             */
            country: string | null;
            /** County */
            county: string;
            /**
             * Latitude
             * @description Grade zecimale între -90 și 90, rotunjite la 6 zecimale.
             */
            latitude?: number | string | null;
            /**
             * Longitude
             * @description Grade zecimale între -180 și 180, rotunjite la 6 zecimale.
             */
            longitude?: number | string | null;
            /**
             * Postalcode
             * @description 5-10 cifre.
             */
            postalCode: string | number;
            /** Streetnumber */
            streetNumber: string;
        };
        /**
         * AdminPromotionOut
         * @description A promotion in the admin's list: its code shown, and how it has done.
         */
        AdminPromotionOut: {
            /** Active */
            active: boolean;
            /**
             * Categoryids
             * @default []
             */
            categoryIds: number[];
            /**
             * Combinable
             * @default false
             */
            combinable: boolean;
            /** Conditions */
            conditions: components["schemas"]["PromotionConditionOut"][];
            /** Couponcode */
            couponCode: string | null;
            /** Description */
            description: string | null;
            /**
             * Dimensionids
             * @default []
             */
            dimensionIds: number[];
            /** Discountamount */
            discountAmount: string | null;
            /** Discountpercentage */
            discountPercentage: string | null;
            /** Enddate */
            endDate: string | null;
            /** Id */
            id: number;
            /** Image */
            image: string | null;
            /** Minordervalue */
            minOrderValue: string | null;
            /** Moneygivenaway */
            moneyGivenAway: string;
            /** Name */
            name: string;
            /**
             * Productids
             * @default []
             */
            productIds: number[];
            /** Promotionproductbeans */
            promotionProductBeans: components["schemas"]["PromotionProductSetOut"][];
            /** Startdate */
            startDate: string | null;
            /** Status */
            status: string;
            /** Type */
            type: string;
            /** Usescount */
            usesCount: number;
            /** Validityindays */
            validityInDays: number | null;
        };
        /** BestSeller */
        BestSeller: {
            /** Productname */
            productName: string;
            /** Totalquantity */
            totalQuantity: number;
        };
        /** Body_add_newsletter_image_admin_service_sales_add_newsletter_image_post */
        Body_add_newsletter_image_admin_service_sales_add_newsletter_image_post: {
            /**
             * Image
             * @description Imagine PNG sau JPEG, cel mult 5 MB.
             */
            image: string;
        };
        /** Body_add_product_images_admin_service_entries_add_product_images__product_id__post */
        Body_add_product_images_admin_service_entries_add_product_images__product_id__post: {
            /**
             * Images
             * @description Imagini PNG sau JPEG, cel mult 5 MB fiecare.
             * @default []
             */
            images: string[];
            /**
             * Removedimagesids
             * @description Id-urile imaginilor de șters (listă sau separate prin virgulă).
             * @default []
             */
            removedImagesIDs: string[];
        };
        /** Body_add_promotion_image_admin_service_admin_promotions_add_promotion_image_post */
        Body_add_promotion_image_admin_service_admin_promotions_add_promotion_image_post: {
            /**
             * Image
             * @description Imagine PNG sau JPEG, cel mult 5 MB.
             */
            image: string;
        };
        /** BusinessInformation */
        BusinessInformation: {
            /** Address */
            address: string | null;
            /** Bookingassoonaspossibleenabled */
            bookingAsSoonAsPossibleEnabled: boolean;
            /** Bookingenabled */
            bookingEnabled: boolean;
            /** Cardpayment */
            cardPayment: boolean;
            /** Cashandcardpayment */
            cashAndCardPayment: boolean;
            /** Cashpayment */
            cashPayment: boolean;
            /** City */
            city: string | null;
            /** Country */
            country: string;
            /** County */
            county: string | null;
            /** Currency */
            currency: string;
            /** Deliveryassoonaspossibleenabled */
            deliveryAsSoonAsPossibleEnabled: boolean;
            /** Deliveryenabled */
            deliveryEnabled: boolean;
            /** Deliveryfee */
            deliveryFee: string;
            /** Email */
            email: string | null;
            /** Facebookurl */
            facebookUrl: string | null;
            /** Holidayschedules */
            holidaySchedules: components["schemas"]["HolidayInfo"][];
            /** Instagramurl */
            instagramUrl: string | null;
            /** Lastkey */
            lastKey: string;
            /** Latitude */
            latitude: string | null;
            /** Locale */
            locale: string;
            /** Longitude */
            longitude: string | null;
            /** Maximumtimeinadvanceforbookings */
            maximumTimeInAdvanceForBookings: string | null;
            /** Maximumtimeinadvancefordelivery */
            maximumTimeInAdvanceForDelivery: string | null;
            /** Maximumtimeinadvanceforpickup */
            maximumTimeInAdvanceForPickup: string | null;
            /** Maximumtimeinadvanceforpreorders */
            maximumTimeInAdvanceForPreOrders: string | null;
            /** Minimumordervalue */
            minimumOrderValue: string;
            /** Minimumtimeinadvanceforbookings */
            minimumTimeInAdvanceForBookings: string | null;
            /** Minimumtimeinadvancefordelivery */
            minimumTimeInAdvanceForDelivery: string | null;
            /** Minimumtimeinadvanceforpickup */
            minimumTimeInAdvanceForPickup: string | null;
            /** Minimumtimeinadvanceforpreorders */
            minimumTimeInAdvanceForPreOrders: string | null;
            /** Name */
            name: string;
            /** Onlinecardpayment */
            onlineCardPayment: boolean;
            /** Phonenumber */
            phoneNumber: string | null;
            /** Pickupassoonaspossibleenabled */
            pickupAsSoonAsPossibleEnabled: boolean;
            /** Pickupenabled */
            pickupEnabled: boolean;
            /** Pickuplocations */
            pickupLocations: components["schemas"]["PickupLocationInfo"][];
            /** Postalcode */
            postalCode: string | null;
            /** Preordersassoonaspossibleenabled */
            preOrdersAsSoonAsPossibleEnabled: boolean;
            /** Preordersenabled */
            preOrdersEnabled: boolean;
            /** Schedules */
            schedules: components["schemas"]["ScheduleInfo"][];
            /** Streetnumber */
            streetNumber: string | null;
            /** Tiktokurl */
            tiktokUrl: string | null;
        };
        /** CakeChangeOut */
        CakeChangeOut: {
            /**
             * At
             * Format: date-time
             */
            at: string;
            /** Bystaff */
            byStaff: boolean;
            fromStatus: components["schemas"]["CakeRequestStatus"] | null;
            /** Message */
            message: string | null;
            toStatus: components["schemas"]["CakeRequestStatus"] | null;
        };
        /** CakePaymentOut */
        CakePaymentOut: {
            /** Amount */
            amount: string;
            /** Capturedat */
            capturedAt: string | null;
            purpose: components["schemas"]["CakePaymentPurpose"];
            /** Refundedamount */
            refundedAmount: string;
            state: components["schemas"]["CardPaymentState"] | null;
        };
        /**
         * CakePaymentPurpose
         * @enum {string}
         */
        CakePaymentPurpose: "DEPOSIT" | "REST";
        /** CakeQuoteOut */
        CakeQuoteOut: {
            /**
             * Createdat
             * Format: date-time
             */
            createdAt: string;
            /** Depositamount */
            depositAmount: string;
            /** Depositpercent */
            depositPercent: string;
            /** Description */
            description: string;
            /** Id */
            id: number;
            /** Latest */
            latest: boolean;
            /**
             * Lockdate
             * Format: date
             */
            lockDate: string;
            /** Price */
            price: string;
            /**
             * Validuntil
             * Format: date
             */
            validUntil: string;
            /** Version */
            version: number;
        };
        /** CakeRefundOut */
        CakeRefundOut: {
            /** Amount */
            amount: string;
            /**
             * Createdat
             * Format: date-time
             */
            createdAt: string;
            /** Reason */
            reason: string;
        };
        /**
         * CakeRequestAdminOut
         * @description The request as its customer reads it, and what only the staff need: whether the automatic
         *     charge of the rest failed, how the rest was paid at the counter, since when it waits for a
         *     quote, the pickup point's name, the order it became and its day's load.
         */
        CakeRequestAdminOut: {
            /** Allergies */
            allergies: string | null;
            /** Budget */
            budget: string | null;
            /** Categoryid */
            categoryId: number | null;
            /** Changes */
            changes: components["schemas"]["CakeChangeOut"][];
            /** Contactemail */
            contactEmail: string;
            /** Contactname */
            contactName: string;
            /** Contactphone */
            contactPhone: string;
            /**
             * Createdat
             * Format: date-time
             */
            createdAt: string;
            dayLoad: components["schemas"]["DayLoadOut"];
            /** Declinereason */
            declineReason: string | null;
            /** Deliverydetailsbean */
            deliveryDetailsBean: {
                [key: string]: unknown;
            };
            deliveryMethodChosen: components["schemas"]["DeliveryMethod"];
            /** Depositpaid */
            depositPaid: string;
            /** Description */
            description: string | null;
            /**
             * Eventdate
             * Format: date
             */
            eventDate: string;
            /**
             * Eventmoment
             * Format: date-time
             */
            eventMoment: string;
            /** Filling */
            filling: string;
            /** Flavour */
            flavour: string;
            /** Id */
            id: number;
            /** Inscription */
            inscription: string | null;
            /** Latestquoteprice */
            latestQuotePrice: string | null;
            /** Orderid */
            orderId: number | null;
            /** Ordernumber */
            orderNumber: string | null;
            /** Payments */
            payments: components["schemas"]["CakePaymentOut"][];
            /** Photos */
            photos: string[];
            /** Pickuplocationid */
            pickupLocationId: number | null;
            /** Pickuplocationname */
            pickupLocationName: string | null;
            /** Productid */
            productId: number | null;
            /** Quotes */
            quotes: components["schemas"]["CakeQuoteOut"][];
            /** Refunds */
            refunds: components["schemas"]["CakeRefundOut"][];
            /** Restdue */
            restDue: string;
            restPaidWith: components["schemas"]["PaymentMethod"] | null;
            restPayment: components["schemas"]["RestPayment"] | null;
            /** Restunpaid */
            restUnpaid: boolean;
            /** Servings */
            servings: number;
            status: components["schemas"]["CakeRequestStatus"];
            /** Time */
            time: string;
            /** Userid */
            userId: number | null;
            /** Waitingsince */
            waitingSince: string | null;
        };
        /** CakeRequestPage */
        CakeRequestPage: {
            /** Content */
            content: components["schemas"]["CakeRequestRowOut"][];
            /** Totalelements */
            totalElements: number;
        };
        /** CakeRequestRowOut */
        CakeRequestRowOut: {
            /** Contactname */
            contactName: string;
            /**
             * Createdat
             * Format: date-time
             */
            createdAt: string;
            deliveryMethodChosen: components["schemas"]["DeliveryMethod"];
            /** Depositpaid */
            depositPaid: string;
            /**
             * Eventdate
             * Format: date
             */
            eventDate: string;
            /** Flavour */
            flavour: string;
            /** Id */
            id: number;
            /** Latestquoteprice */
            latestQuotePrice: string | null;
            /** Restdue */
            restDue: string;
            /** Restunpaid */
            restUnpaid: boolean;
            /** Servings */
            servings: number;
            status: components["schemas"]["CakeRequestStatus"];
            /** Time */
            time: string;
            /** Waitingsince */
            waitingSince: string | null;
        };
        /**
         * CakeRequestStatus
         * @enum {string}
         */
        CakeRequestStatus: "REQUESTED" | "QUOTED" | "ACCEPTED" | "LOCKED" | "DELIVERED" | "DECLINED" | "EXPIRED" | "CANCELLED";
        /**
         * CakeSetupIO
         * @description The owner's custom-cake rules, as the setup page reads and saves them.
         */
        "CakeSetupIO-Input": {
            /**
             * Alertafterhours
             * @description 0: fără alertă.
             */
            alertAfterHours: number;
            /**
             * Cakesperday
             * @description null: fără limită.
             */
            cakesPerDay: number | null;
            /** Depositpercent */
            depositPercent: number | string;
            /** Fillings */
            fillings: string[];
            /** Flavours */
            flavours: string[];
            /** Freecancellationdays */
            freeCancellationDays: number;
            /** Keptpercent */
            keptPercent: number | string;
            /** Leaddays */
            leadDays: number;
            /** Lockdays */
            lockDays: number;
            /** Quotevaliditydays */
            quoteValidityDays: number;
            /** Restchargehours */
            restChargeHours: number;
        };
        /**
         * CakeSetupIO
         * @description The owner's custom-cake rules, as the setup page reads and saves them.
         */
        "CakeSetupIO-Output": {
            /**
             * Alertafterhours
             * @description 0: fără alertă.
             */
            alertAfterHours: number;
            /**
             * Cakesperday
             * @description null: fără limită.
             */
            cakesPerDay: number | null;
            /** Depositpercent */
            depositPercent: string;
            /** Fillings */
            fillings: string[];
            /** Flavours */
            flavours: string[];
            /** Freecancellationdays */
            freeCancellationDays: number;
            /** Keptpercent */
            keptPercent: string;
            /** Leaddays */
            leadDays: number;
            /** Lockdays */
            lockDays: number;
            /** Quotevaliditydays */
            quoteValidityDays: number;
            /** Restchargehours */
            restChargeHours: number;
        };
        /**
         * CardPaymentOut
         * @description Where the money of an online card payment is, in the shop's words too.
         */
        CardPaymentOut: {
            /** Amount */
            amount: string;
            /** Capturedamount */
            capturedAmount: string | null;
            /** Declinemessage */
            declineMessage: string | null;
            /** Holduntil */
            holdUntil: string | null;
            /** Refundedamount */
            refundedAmount: string;
            /** Refunds */
            refunds: components["schemas"]["CardRefundOut"][];
            state: components["schemas"]["CardPaymentState"];
            /** Statelabel */
            stateLabel: string;
        };
        /**
         * CardPaymentState
         * @description Where the money of an online card payment is. Which state may follow which, and the one
         *     function that moves a payment, are in `bakery_shared.payments.states`.
         * @enum {string}
         */
        CardPaymentState: "AWAITING" | "AUTHORIZED" | "CAPTURED" | "PARTIALLY_REFUNDED" | "REFUNDED" | "RELEASED" | "EXPIRED";
        /** CardRefundOut */
        CardRefundOut: {
            /** Amount */
            amount: string;
            /**
             * Createdat
             * Format: date-time
             */
            createdAt: string;
            /** Reason */
            reason: string;
        };
        /** CategoryIn */
        CategoryIn: {
            /** Additionalinformation */
            additionalInformation?: string | null;
            /**
             * Extraingredients
             * @default []
             */
            extraIngredients: components["schemas"]["ExtraIngredientIn"][] | null;
            /** Givenlocationforpickup */
            givenLocationForPickup?: number | {
                id: number;
            } | null;
            /** Id */
            id?: number | null;
            /**
             * Ispickupfromspecificlocation
             * @default false
             */
            isPickupFromSpecificLocation: boolean | null;
            /** Name */
            name: string;
            /**
             * Preferredmessage
             * @default false
             */
            preferredMessage: boolean | null;
            /** Preferredmessagemaxlength */
            preferredMessageMaxLength?: number | null;
            /**
             * Specialcategory
             * @default false
             */
            specialCategory: boolean | null;
            /**
             * Value
             * @description Adresa categoriei (din ea se păstrează literele, cifrele și cratimele); făcută din nume dacă lipsește.
             */
            value?: string | null;
        };
        /** CategoryOut */
        CategoryOut: {
            /** Additionalinformation */
            additionalInformation: string | null;
            /** Extraingredients */
            extraIngredients: components["schemas"]["ExtraIngredientOut"][];
            /** Givenlocationforpickup */
            givenLocationForPickup: number | null;
            /** Id */
            id: number;
            /** Ispickupfromspecificlocation */
            isPickupFromSpecificLocation: boolean;
            /** Name */
            name: string;
            /** Preferredmessage */
            preferredMessage: boolean;
            /** Preferredmessagemaxlength */
            preferredMessageMaxLength: number | null;
            /** Specialcategory */
            specialCategory: boolean;
            /** Value */
            value: string;
        };
        /** CategoryRef */
        CategoryRef: {
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Specialcategory */
            specialCategory: boolean;
            /** Value */
            value: string;
        };
        /** CategoryVatRateIn */
        CategoryVatRateIn: {
            /** Categoryid */
            categoryId: number;
            /** Vatrate */
            vatRate: number | string;
        };
        /** CategoryVatRateOut */
        CategoryVatRateOut: {
            /** Categoryid */
            categoryId: number;
            /** Categoryname */
            categoryName: string;
            /** Vatrate */
            vatRate: string | null;
        };
        /** ClientPage */
        ClientPage: {
            /** Content */
            content: components["schemas"]["ClientRow"][];
            /** Totalelements */
            totalElements: number;
        };
        /**
         * ClientRow
         * @description A customer with an account, or a guest known by the e-mail of their orders (`hasAccount`
         *     false; named by their latest order). Delivered orders only.
         */
        ClientRow: {
            /** Firstname */
            firstName: string;
            /** Hasaccount */
            hasAccount: boolean;
            /** Lastname */
            lastName: string;
            /** Mail */
            mail: string;
            /** Newsletteraccepted */
            newsletterAccepted: boolean;
            /** Numberofpurchases */
            numberOfPurchases: number;
            /** Orderamount */
            orderAmount: string;
            /** Phonenumber */
            phoneNumber: string | null;
        };
        /** ConfirmOrderIn */
        ConfirmOrderIn: {
            /** Ordernumber */
            orderNumber: string;
            /**
             * Timetoprepare
             * @description Timpul de pregătire ales, sau null (N/A: clientul a ales momentul).
             */
            timeToPrepare: ("10 min" | "15 min" | "20 min" | "25 min" | "30 min" | "35 min" | "40 min" | "45 min" | "50 min" | "60 min" | "2 h" | "3 h" | "4 h" | "1 z" | "2 z" | "3 z" | "4 z" | "5 z") | null;
            /**
             * Totalpackagecost
             * @description Suma, cu cel mult două zecimale.
             */
            totalPackageCost: number | string;
        };
        /** ContactInformation */
        ContactInformation: {
            /**
             * Email
             * Format: email
             */
            email: string;
            /** Name */
            name: string;
            /**
             * Phonenumber
             * @description 6-15 cifre; sunt permise și + ( ) . - / și spații.
             */
            phoneNumber: string;
        };
        /** CreatedUserOut */
        CreatedUserOut: {
            /** Active */
            active: boolean;
            /** Email */
            email: string;
            /** Firstname */
            firstName: string;
            /** Id */
            id: number;
            /** Lastname */
            lastName: string;
            /** Message */
            message: string;
            /** Newsletteraccepted */
            newsletterAccepted: boolean;
            /** Phonenumber */
            phoneNumber: string | null;
            role: components["schemas"]["Role"];
        };
        /** Credentials */
        Credentials: {
            /** Email */
            email: string;
            /** Password */
            password: string;
        };
        /** DashboardOut */
        DashboardOut: {
            /**
             * Day
             * Format: date
             */
            day: string;
            /** Incometoday */
            incomeToday: string;
            /** Invoicesneardeadline */
            invoicesNearDeadline: number;
            /** Invoicesrefused */
            invoicesRefused: number;
            /** Lowstock */
            lowStock: components["schemas"]["LowStockItem"][];
            /** Newcustomers */
            newCustomers: number;
            /** Newsubscribers */
            newSubscribers: number;
            /** Numberofunansweredorders */
            numberOfUnansweredOrders: number;
            /** Ordersbystatus */
            ordersByStatus: components["schemas"]["StatusCount"][];
            /** Reservationstoday */
            reservationsToday: components["schemas"]["ReservationOut"][];
            /** Unansweredorders */
            unansweredOrders: components["schemas"]["WaitingOrder"][];
        };
        /**
         * DayLoadOut
         * @description The event day's work: its other orders, the custom cakes with a paid deposit, and the
         *     setup's limit of those (null: none).
         */
        DayLoadOut: {
            /** Cakes */
            cakes: number;
            /** Cakesperday */
            cakesPerDay: number | null;
            /** Orders */
            orders: number;
        };
        /** DeclineIn */
        DeclineIn: {
            /** Reason */
            reason: string;
        };
        /** DeletedOut */
        DeletedOut: {
            /** Message */
            message: string;
        };
        /** DeliveryDetailsOut */
        DeliveryDetailsOut: {
            /** Appartmentnumber */
            appartmentNumber: string | null;
            /** Buildingnumber */
            buildingNumber: string | null;
            /** City */
            city: string | null;
            /** Deliveryfee */
            deliveryFee: string;
            deliveryMethod: components["schemas"]["DeliveryMethod"];
            /** Email */
            email: string;
            /** Firstname */
            firstName: string;
            /** Lastname */
            lastName: string;
            /** Phonenumber */
            phoneNumber: string;
            /** Postalcode */
            postalCode?: string | null;
            /** Streetaddress */
            streetAddress: string | null;
            /** Streetnumberaddress */
            streetNumberAddress: string | null;
        };
        /**
         * DeliveryMethod
         * @enum {string}
         */
        DeliveryMethod: "PICKUP" | "DELIVERY" | "RESTAURANT";
        /** DeliveryZoneIn */
        DeliveryZoneIn: {
            /** Deliveryfee */
            deliveryFee: number | string;
            /** Id */
            id?: number | null;
            /**
             * Localities
             * @default []
             */
            localities: string[];
            /** Minimumorder */
            minimumOrder: number | string;
            /** Name */
            name: string;
            /**
             * Postalcodes
             * @default []
             */
            postalCodes: (string | number)[];
            /**
             * Schedule
             * @default []
             */
            schedule: components["schemas"]["ZoneDayIn"][];
        };
        /** DeliveryZoneOut */
        DeliveryZoneOut: {
            /** Deliveryfee */
            deliveryFee: string;
            /** Id */
            id: number;
            /** Localities */
            localities: string[];
            /** Minimumorder */
            minimumOrder: string;
            /** Name */
            name: string;
            /** Postalcodes */
            postalCodes: string[];
            /** Schedule */
            schedule: components["schemas"]["ZoneDayOut"][];
        };
        /** DimensionOrderOut */
        DimensionOrderOut: {
            /** Boxprice */
            boxPrice: string;
            /** Price */
            price: string;
            /** Quantity */
            quantity: number;
            /** Value */
            value: string;
        };
        /** DimensionOut */
        DimensionOut: {
            /** Availability */
            availability: boolean;
            /** Boxneeded */
            boxNeeded: boolean;
            /** Boxprice */
            boxPrice: string | null;
            /** Dailycapacity */
            dailyCapacity: number | null;
            /** Id */
            id: number;
            /** Leadtime */
            leadTime: string | null;
            /** Minimumquantitynumber */
            minimumQuantityNumber: number | null;
            minimumQuantityType: components["schemas"]["MinimumQuantityType"];
            /** Price */
            price: string;
            /** Stock */
            stock: number;
            /** Stockunlimited */
            stockUnlimited: boolean;
            /** Value */
            value: string;
        };
        /**
         * DiscountLineOut
         * @description One promotion's discount on the order, by name.
         */
        DiscountLineOut: {
            /** Amount */
            amount: string;
            /** Promotionid */
            promotionId: number | null;
            /** Promotionname */
            promotionName: string;
        };
        /**
         * EfacturaStatus
         * @enum {string}
         */
        EfacturaStatus: "PENDING" | "UPLOADING" | "IN_PROGRESS" | "OK" | "NOK";
        /**
         * ErrorResponse
         * @description Every refusal of both services, whatever its status (documented on every call's 4xx answers).
         */
        ErrorResponse: {
            /**
             * Errors
             * @description Pentru fiecare câmp greșit (cu punct pentru cele din interior), ce trebuie corectat.
             */
            errors: {
                [key: string]: string;
            };
            /**
             * Message
             * @description Mesajul pentru utilizator, în română.
             */
            message: string;
            /**
             * Status
             * @description Codul HTTP al răspunsului, repetat în corp.
             */
            status: number;
        };
        /** ExtraIngredientIn */
        ExtraIngredientIn: {
            /** Name */
            name: string;
            /** Price */
            price: number | string;
        };
        /** ExtraIngredientOut */
        ExtraIngredientOut: {
            /** Name */
            name: string;
            /** Price */
            price: string;
        };
        /** ExtraOut */
        ExtraOut: {
            /** Name */
            name: string;
            /** Price */
            price: string;
        };
        /**
         * HolidayIn
         * @description A closed period. Whether its dates are today or later is checked by the service, which knows
         *     which holidays are already saved (an ongoing one may be sent back unchanged).
         */
        HolidayIn: {
            /**
             * Enddate
             * Format: date
             */
            endDate: string;
            /** Id */
            id?: number | null;
            /** Name */
            name: string;
            /** Notificationmessage */
            notificationMessage: string;
            /**
             * Startdate
             * Format: date
             */
            startDate: string;
        };
        /** HolidayInfo */
        HolidayInfo: {
            /**
             * Enddate
             * Format: date
             */
            endDate: string;
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Notificationmessage */
            notificationMessage: string;
            /**
             * Startdate
             * Format: date
             */
            startDate: string;
        };
        /** ImageOut */
        ImageOut: {
            /** Id */
            id: number;
            /** Imagelink */
            imageLink: string;
            /** Name */
            name: string;
            /** Sources */
            sources: components["schemas"]["ImageSource"][];
            /** Thumbnaillink */
            thumbnailLink: string;
        };
        /** ImageSaved */
        ImageSaved: {
            /** Image */
            image: string;
            /** Imagelink */
            imageLink: string;
        };
        /**
         * ImageSource
         * @description One format of a photo at the widths it is stored in, as a <picture>'s <source> takes it.
         */
        ImageSource: {
            /**
             * Srcset
             * @description "/media/…-400.avif 400w, /media/…-1200.avif 1200w"
             */
            srcset: string;
            /**
             * Type
             * @description image/avif, image/webp or image/jpeg
             */
            type: string;
        };
        /** ImagesAnswer */
        ImagesAnswer: {
            /** Imageslinks */
            imagesLinks: components["schemas"]["ImageOut"][];
        };
        /**
         * InvoiceDetailsOut
         * @description The company the customer asked the invoice for, as given at checkout (county as its ISO code).
         */
        InvoiceDetailsOut: {
            /** City */
            city: string;
            /** Companyname */
            companyName: string;
            /** County */
            county: string;
            /** Cui */
            cui: string;
            /** Registrationnumber */
            registrationNumber?: string | null;
            /** Streetaddress */
            streetAddress: string;
        };
        /** InvoiceItem */
        InvoiceItem: {
            /** Buyercui */
            buyerCui: string | null;
            /** Buyername */
            buyerName: string;
            /** Correctsnumber */
            correctsNumber: string | null;
            /**
             * Efacturadeadline
             * Format: date
             */
            efacturaDeadline: string;
            /** Efacturamessage */
            efacturaMessage: string | null;
            efacturaStatus: components["schemas"]["EfacturaStatus"];
            /** Id */
            id: number;
            /**
             * Issuedate
             * Format: date
             */
            issueDate: string;
            kind: components["schemas"]["InvoiceKind"];
            /** Number */
            number: string;
            /** Ordernumber */
            orderNumber: string | null;
            purpose: components["schemas"]["InvoicePurpose"];
            /** Total */
            total: string;
        };
        /**
         * InvoiceKind
         * @enum {string}
         */
        InvoiceKind: "INVOICE" | "CREDIT_NOTE";
        /**
         * InvoicePurpose
         * @enum {string}
         */
        InvoicePurpose: "ORDER" | "ADVANCE" | "REFUND";
        /** InvoicingSetupIn */
        InvoicingSetupIn: {
            /** Bankname */
            bankName?: string | null;
            /**
             * Categoryvatrates
             * @default []
             */
            categoryVatRates: components["schemas"]["CategoryVatRateIn"][];
            /** City */
            city?: string | null;
            /**
             * County
             * @description Numele județului sau codul lui ISO (RO-SB).
             */
            county?: string | null;
            /**
             * Cui
             * @description Cu RO în față pentru un plătitor de TVA; cifra de control este verificată.
             */
            cui?: string | null;
            /** Defaultvatrate */
            defaultVatRate: number | string;
            /** Deliveryvatrate */
            deliveryVatRate: number | string;
            /** Email */
            email?: string | null;
            /** Enabled */
            enabled: boolean;
            /**
             * Iban
             * @description Cifrele de control sunt verificate; spațiile sunt ignorate.
             */
            iban?: string | null;
            /**
             * Invoiceeverycashorder
             * @default false
             */
            invoiceEveryCashOrder: boolean;
            /** Legalname */
            legalName?: string | null;
            /**
             * Phone
             * @description Un număr românesc, de exemplu 0722 123 456 sau +40 722 123 456.
             */
            phone?: string | null;
            /** Postalcode */
            postalCode?: string | null;
            /**
             * Registrationnumber
             * @description Numărul de la Registrul Comerțului, de exemplu J32/123/2015.
             */
            registrationNumber?: string | null;
            /** Series */
            series: string;
            /** Streetaddress */
            streetAddress?: string | null;
            /**
             * Vatpayer
             * @default true
             */
            vatPayer: boolean;
        };
        /** InvoicingSetupOut */
        InvoicingSetupOut: {
            /** Bankname */
            bankName: string | null;
            /** Categoryvatrates */
            categoryVatRates: components["schemas"]["CategoryVatRateOut"][];
            /** City */
            city: string | null;
            /** County */
            county: string | null;
            /** Cui */
            cui: string | null;
            /** Defaultvatrate */
            defaultVatRate: string;
            /** Deliveryvatrate */
            deliveryVatRate: string;
            /** Email */
            email: string | null;
            /** Enabled */
            enabled: boolean;
            /** Iban */
            iban: string | null;
            /** Invoiceeverycashorder */
            invoiceEveryCashOrder: boolean;
            /** Legalname */
            legalName: string | null;
            /** Missing */
            missing: string[];
            /** Phone */
            phone: string | null;
            /** Postalcode */
            postalCode: string | null;
            /** Registrationnumber */
            registrationNumber: string | null;
            /** Series */
            series: string;
            /** Streetaddress */
            streetAddress: string | null;
            /** Vatpayer */
            vatPayer: boolean;
        };
        /** LowStockItem */
        LowStockItem: {
            /** Dimension */
            dimension: string;
            /** Productid */
            productId: number;
            /** Productname */
            productName: string;
            /** Stock */
            stock: number;
        };
        /** MarkDeliveredIn */
        MarkDeliveredIn: {
            /** @description Cum s-a încasat restul la predare; null când restul a fost plătit online sau nu există. */
            restPaidWith?: components["schemas"]["PaymentMethod"] | null;
        };
        /** Message */
        Message: {
            /** Message */
            message: string;
        };
        /**
         * MinimumQuantityType
         * @enum {string}
         */
        MinimumQuantityType: "NA" | "numarBucati";
        /** NewStaffIn */
        NewStaffIn: {
            /**
             * Email
             * Format: email
             */
            email: string;
            /**
             * Firstname
             * @description 3-20 litere sau cifre.
             */
            firstName: string;
            /**
             * Lastname
             * @description 3-16 litere sau cifre.
             */
            lastName: string;
            /**
             * Phonenumber
             * @description Un număr românesc, de exemplu 0722 123 456 sau +40 722 123 456.
             */
            phoneNumber?: string | null;
            /**
             * @default ROLE_MANAGER
             * @enum {string}
             */
            role: components["schemas"]["Role"];
        };
        /** NewsletterIn */
        NewsletterIn: {
            /** Content */
            content?: string;
            /** Couponcode */
            couponCode?: string | null;
            /** Image */
            image?: string;
            /** Subject */
            subject?: string;
        };
        /**
         * OfferedServices
         * @description The four services. A service whose `<service>Enabled` is left out is left unchanged; one that
         *     is off is stored with empty times and no as-soon-as-possible, whatever was sent. Yes/no fields
         *     are JSON booleans (or null): 0 or "true" is refused, not guessed.
         */
        OfferedServices: {
            /**
             * Bookingassoonaspossibleenabled
             * @default false
             */
            bookingAsSoonAsPossibleEnabled: boolean | null;
            /** Bookingenabled */
            bookingEnabled?: boolean | null;
            /**
             * Deliveryassoonaspossibleenabled
             * @default false
             */
            deliveryAsSoonAsPossibleEnabled: boolean | null;
            /** Deliveryenabled */
            deliveryEnabled?: boolean | null;
            /** Maximumtimeinadvanceforbookings */
            maximumTimeInAdvanceForBookings?: string | null;
            /** Maximumtimeinadvancefordelivery */
            maximumTimeInAdvanceForDelivery?: string | null;
            /** Maximumtimeinadvanceforpickup */
            maximumTimeInAdvanceForPickup?: string | null;
            /** Maximumtimeinadvanceforpreorders */
            maximumTimeInAdvanceForPreOrders?: string | null;
            /** Minimumtimeinadvanceforbookings */
            minimumTimeInAdvanceForBookings?: string | null;
            /** Minimumtimeinadvancefordelivery */
            minimumTimeInAdvanceForDelivery?: string | null;
            /** Minimumtimeinadvanceforpickup */
            minimumTimeInAdvanceForPickup?: string | null;
            /** Minimumtimeinadvanceforpreorders */
            minimumTimeInAdvanceForPreOrders?: string | null;
            /**
             * Pickupassoonaspossibleenabled
             * @default false
             */
            pickupAsSoonAsPossibleEnabled: boolean | null;
            /** Pickupenabled */
            pickupEnabled?: boolean | null;
            /**
             * Preordersassoonaspossibleenabled
             * @default false
             */
            preOrdersAsSoonAsPossibleEnabled: boolean | null;
            /** Preordersenabled */
            preOrdersEnabled?: boolean | null;
        };
        /**
         * OrderInvoiceOut
         * @description An invoice as the staff's order detail shows it.
         */
        OrderInvoiceOut: {
            efacturaStatus: components["schemas"]["EfacturaStatus"];
            /** Id */
            id: number;
            kind: components["schemas"]["InvoiceKind"];
            /** Number */
            number: string;
            /** Total */
            total: string;
        };
        /** OrderNumberIn */
        OrderNumberIn: {
            /** Ordernumber */
            orderNumber: string;
        };
        /** OrderPromotionOut */
        OrderPromotionOut: {
            /** Productbeans */
            productBeans: components["schemas"]["PromotionChoiceOut"][];
            /** Promotionid */
            promotionId: number | null;
            /** Promotionname */
            promotionName: string;
            /** Promotiontotal */
            promotionTotal: string;
            /** Quantity */
            quantity: number;
        };
        /**
         * OrderStatus
         * @enum {string}
         */
        OrderStatus: "NEW" | "CONFIRMED" | "REJECTED" | "DELIVERED" | "SCHEDULED" | "AWAITING_PAYMENT" | "PAYMENT_EXPIRED";
        /** Page[ProductSummaryOut] */
        Page_ProductSummaryOut_: {
            /** Content */
            content: components["schemas"]["ProductSummaryOut"][];
            /** Page */
            page: number;
            /** Size */
            size: number;
            /** Totalelements */
            totalElements: number;
        };
        /**
         * PaymentMethod
         * @enum {string}
         */
        PaymentMethod: "CASH" | "CARD" | "CASH_CARD" | "ONLINE";
        /** PaymentMethods */
        PaymentMethods: {
            /** Paymentmethods */
            paymentMethods: ("cash" | "card" | "cash-card" | "online")[];
        };
        /** PickupLocationIn */
        PickupLocationIn: {
            /** Id */
            id?: number | null;
            /** Pickuplocationdescription */
            pickupLocationDescription: string;
            /**
             * Pickuplocationlatitude
             * @description Grade zecimale între -90 și 90, rotunjite la 6 zecimale.
             */
            pickupLocationLatitude?: number | string | null;
            /**
             * Pickuplocationlongitude
             * @description Grade zecimale între -180 și 180, rotunjite la 6 zecimale.
             */
            pickupLocationLongitude?: number | string | null;
            /** Pickuplocationname */
            pickupLocationName: string;
        };
        /** PickupLocationInfo */
        PickupLocationInfo: {
            /** Id */
            id: number;
            /** Pickuplocationdescription */
            pickupLocationDescription: string;
            /** Pickuplocationlatitude */
            pickupLocationLatitude: string | null;
            /** Pickuplocationlongitude */
            pickupLocationLongitude: string | null;
            /** Pickuplocationname */
            pickupLocationName: string;
        };
        /** PickupLocationOut */
        PickupLocationOut: {
            /** Description */
            description: string | null;
            /** Name */
            name: string | null;
        };
        /** Preview */
        Preview: {
            /** Html */
            html: string;
            /** Subject */
            subject: string;
            /** Text */
            text: string;
        };
        /** ProductInformationOut */
        ProductInformationOut: {
            /** Dimensionorders */
            dimensionOrders: components["schemas"]["DimensionOrderOut"][];
            /** Extraingredientsbeanlist */
            extraIngredientsBeanList: components["schemas"]["ExtraOut"][];
            /** Name */
            name: string;
            /** Preferredmessage */
            preferredMessage: string | null;
            /** Productid */
            productId: number | null;
        };
        /** ProductOut */
        ProductOut: {
            /** Allergens */
            allergens: string[];
            /** Allowpreferredmessage */
            allowPreferredMessage: boolean;
            /** Available */
            available: boolean;
            category: components["schemas"]["CategoryRef"];
            /** Categoryadditionalinformation */
            categoryAdditionalInformation: string | null;
            /** Dailycapacity */
            dailyCapacity: number | null;
            /** Description */
            description: string;
            /** Dimensions */
            dimensions: components["schemas"]["DimensionOut"][];
            /** Extraingredientsbeans */
            extraIngredientsBeans: components["schemas"]["ExtraIngredientOut"][];
            /** Id */
            id: number;
            /** Imageslinks */
            imagesLinks: components["schemas"]["ImageOut"][];
            /** Ingredients */
            ingredients: string | null;
            /** Isveggie */
            isVeggie: boolean;
            /** Leadtime */
            leadTime: string | null;
            /** Name */
            name: string;
            /** Nutrivalues */
            nutriValues: string | null;
            /** Ordertype */
            orderType: string;
            /** Outofstock */
            outOfStock: boolean;
            /** Preorderordertype */
            preOrderOrderType: boolean;
            /** Preferredmessagemaxlength */
            preferredMessageMaxLength: number | null;
            /** Productiondays */
            productionDays: number[];
            /** Similarproducts */
            similarProducts: components["schemas"]["SimilarProductOut"][];
            /** Standardordertype */
            standardOrderType: boolean;
        };
        /**
         * ProductSummaryOut
         * @description A product in a list: its first image and its lowest available price.
         */
        ProductSummaryOut: {
            /** Allergens */
            allergens: string[];
            /** Allowpreferredmessage */
            allowPreferredMessage: boolean;
            /** Available */
            available: boolean;
            category: components["schemas"]["CategoryRef"];
            /** Categoryadditionalinformation */
            categoryAdditionalInformation: string | null;
            /** Description */
            description: string;
            /** Dimensions */
            dimensions: components["schemas"]["DimensionOut"][];
            /** Id */
            id: number;
            /** Imagelink */
            imageLink: string | null;
            /** Imagesources */
            imageSources: components["schemas"]["ImageSource"][];
            /** Imageslinks */
            imagesLinks: components["schemas"]["ImageOut"][];
            /** Isveggie */
            isVeggie: boolean;
            /** Name */
            name: string;
            /** Ordertype */
            orderType: string;
            /** Outofstock */
            outOfStock: boolean;
            /** Preorderordertype */
            preOrderOrderType: boolean;
            /** Price */
            price: string | null;
            /** Standardordertype */
            standardOrderType: boolean;
            /** Thumbnaillink */
            thumbnailLink: string | null;
        };
        /**
         * ProductionCakeOut
         * @description A custom cake as the customer asked for it; the photos are the staff's own addresses.
         */
        ProductionCakeOut: {
            /** Allergies */
            allergies: string | null;
            /** Filling */
            filling: string;
            /** Flavour */
            flavour: string;
            /** Inscription */
            inscription: string | null;
            /** Photos */
            photos: string[];
            /** Servings */
            servings: number;
        };
        /** ProductionCategoryOut */
        ProductionCategoryOut: {
            /** Category */
            category: string;
            /** Items */
            items: components["schemas"]["ProductionItemOut"][];
        };
        /** ProductionItemOut */
        ProductionItemOut: {
            /** Dimension */
            dimension: string;
            /** Orders */
            orders: components["schemas"]["ProductionOrderOut"][];
            /** Productname */
            productName: string;
            /** Quantity */
            quantity: number;
        };
        /** ProductionListOut */
        ProductionListOut: {
            /** Categories */
            categories: components["schemas"]["ProductionCategoryOut"][];
            /**
             * Date
             * Format: date
             */
            date: string;
            /** Totalpieces */
            totalPieces: number;
        };
        /** ProductionOrderOut */
        ProductionOrderOut: {
            cake?: components["schemas"]["ProductionCakeOut"] | null;
            /** Client */
            client: string;
            deliveryMethod: components["schemas"]["DeliveryMethod"];
            /** Extras */
            extras: string[];
            /** Moment */
            moment: string | null;
            /** Note */
            note?: string | null;
            /** Ordernumber */
            orderNumber: string;
            /** Payment */
            payment: string;
            /**
             * Placedat
             * Format: date-time
             */
            placedAt: string;
            /** Preferredmessage */
            preferredMessage: string | null;
            /** Quantity */
            quantity: number;
            status: components["schemas"]["OrderStatus"];
        };
        /** PromotionChoiceOut */
        PromotionChoiceOut: {
            /** Dimensionname */
            dimensionName: string;
            /** Isfreeproduct */
            isFreeProduct: boolean;
            /** Label */
            label: string | null;
            /** Packageprice */
            packagePrice: string;
            /** Productname */
            productName: string;
            /** Productprice */
            productPrice: string;
        };
        /** PromotionConditionOut */
        PromotionConditionOut: {
            /** Conditiontype */
            conditionType: string;
            /** Conditionvalue */
            conditionValue: string | null;
        };
        /** PromotionDimensionOut */
        PromotionDimensionOut: {
            /** Boxprice */
            boxPrice: string | null;
            /** Id */
            id: number;
            /** Packageprice */
            packagePrice: string | null;
            /** Price */
            price: string;
            /** Value */
            value: string;
        };
        /** PromotionProductOut */
        PromotionProductOut: {
            /** Dimensions */
            dimensions: components["schemas"]["PromotionDimensionOut"][];
            /** Id */
            id: number;
            /** Name */
            name: string;
        };
        /** PromotionProductSetOut */
        PromotionProductSetOut: {
            /** Isfreeproduct */
            isFreeProduct: boolean;
            /** Product */
            product: components["schemas"]["PromotionProductOut"][];
            /** Productfieldlabel */
            productFieldLabel: string;
        };
        /** Queued */
        Queued: {
            /** Id */
            id: number;
            /** Message */
            message: string;
            /** Recipients */
            recipients: number;
        };
        /** QuoteDefaultsOut */
        QuoteDefaultsOut: {
            /** Depositpercent */
            depositPercent: string;
            /** Lockdays */
            lockDays: number;
            /** Quotevaliditydays */
            quoteValidityDays: number;
        };
        /**
         * QuoteIn
         * @description A quote; left out, the deposit percent comes from the setup, the validity is the setup's
         *     days from today and the change-lock date is the setup's days before the event.
         */
        QuoteIn: {
            /**
             * Depositpercent
             * @description Avansul, în procente; null: cel din setări.
             */
            depositPercent?: number | string | null;
            /** Description */
            description: string;
            /**
             * Lockdate
             * @description Ultima zi în care cererea se mai poate modifica; null: implicit.
             */
            lockDate?: string | null;
            /**
             * Price
             * @description Prețul, în lei, cu cel mult două zecimale.
             */
            price: number | string;
            /**
             * Validuntil
             * @description Ultima zi în care oferta poate fi acceptată; null: implicit.
             */
            validUntil?: string | null;
        };
        /**
         * RefundOrderIn
         * @description The admin gives back part or all of an online card payment.
         */
        RefundOrderIn: {
            /**
             * Amount
             * @description Suma, în lei, cu cel mult două zecimale.
             */
            amount: number | string;
            /** Ordernumber */
            orderNumber: string;
            /** Reason */
            reason: string;
        };
        /** RejectOrderIn */
        RejectOrderIn: {
            /** Ordernumber */
            orderNumber: string;
            /** Reason */
            reason: string;
        };
        /** ReservationOut */
        ReservationOut: {
            /** Additionalinformation */
            additionalInformation: string | null;
            /**
             * Createdat
             * Format: date-time
             */
            createdAt: string;
            /** Declinereason */
            declineReason: string | null;
            /** Email */
            email: string;
            /** Fullname */
            fullName: string;
            /** Id */
            id: number;
            /** Numberofpeople */
            numberOfPeople: number;
            /** Phonenumber */
            phoneNumber: string;
            /**
             * Reservationdate
             * Format: date
             */
            reservationDate: string;
            status: components["schemas"]["ReservationStatus"];
            /** Time */
            time: string;
        };
        /** ReservationPage */
        ReservationPage: {
            /** Content */
            content: components["schemas"]["ReservationOut"][];
            /** Totalelements */
            totalElements: number;
        };
        /** ReservationSettingsIO */
        ReservationSettingsIO: {
            /** Seatsperslot */
            seatsPerSlot: number;
            /**
             * Slotminutes
             * @enum {integer}
             */
            slotMinutes: 15 | 30 | 60 | 90 | 120;
        };
        /**
         * ReservationStatus
         * @enum {string}
         */
        ReservationStatus: "PENDING" | "CONFIRMED" | "DECLINED";
        /**
         * RestPayment
         * @enum {string}
         */
        RestPayment: "AT_PICKUP" | "CARD_AUTO";
        /**
         * RestaurantSchedule
         * @description Replaces the weekly programmes and the holidays. A key left out leaves that part unchanged.
         */
        RestaurantSchedule: {
            /** Holidayschedules */
            holidaySchedules?: components["schemas"]["HolidayIn"][] | null;
            /** Schedules */
            schedules?: components["schemas"]["ScheduleIn"][] | null;
        };
        /** ReviewPage */
        ReviewPage: {
            /** Content */
            content: components["schemas"]["ReviewRow"][];
            /** Totalelements */
            totalElements: number;
        };
        /** ReviewRow */
        ReviewRow: {
            /** Authorname */
            authorName: string;
            /**
             * Createdat
             * Format: date-time
             */
            createdAt: string;
            /** Id */
            id: number;
            /** Ordernumber */
            orderNumber: string;
            /** Rating */
            rating: number;
            status: components["schemas"]["ReviewStatus"];
            /** Text */
            text: string;
        };
        /**
         * ReviewStatus
         * @enum {string}
         */
        ReviewStatus: "PENDING" | "PUBLISHED" | "HIDDEN";
        /**
         * Role
         * @enum {string}
         */
        Role: "ROLE_ADMIN" | "ROLE_MANAGER" | "ROLE_USER";
        /** SalesDay */
        SalesDay: {
            /**
             * Day
             * Format: date
             */
            day: string;
            /** Income */
            income: string;
            /** Numberoforders */
            numberOfOrders: number;
        };
        /** SalesPerDay */
        SalesPerDay: {
            /** Days */
            days: components["schemas"]["SalesDay"][];
            /**
             * Enddate
             * Format: date
             */
            endDate: string;
            /**
             * Startdate
             * Format: date
             */
            startDate: string;
        };
        /**
         * SalesSummary
         * @description Delivered orders of the period (rejected never count), Sibiu days, both ends included.
         */
        SalesSummary: {
            /**
             * Enddate
             * Format: date
             */
            endDate: string;
            /** Mediumorderprice */
            mediumOrderPrice: string;
            /** Numberoforders */
            numberOfOrders: number;
            /**
             * Startdate
             * Format: date
             */
            startDate: string;
            /** Totalincomefromorders */
            totalIncomeFromOrders: string;
        };
        /** SavedId */
        SavedId: {
            /** Id */
            id: number;
        };
        /** SavedPromotion */
        SavedPromotion: {
            /** Id */
            id: number;
            /** Message */
            message: string;
        };
        /**
         * ScheduleIn
         * @description One weekday of one programme. `openingTime`/`closingTime` are derived from `hours`; sent ones are ignored.
         */
        ScheduleIn: {
            /** Dayofweek */
            dayOfWeek: number;
            /** Hours */
            hours?: string | null;
            /**
             * Open
             * @default true
             */
            open: boolean;
            scheduleType: components["schemas"]["ScheduleType"];
        };
        /** ScheduleInfo */
        ScheduleInfo: {
            /** Closingtime */
            closingTime: string | null;
            /** Dayofweek */
            dayOfWeek: number;
            /** Hours */
            hours: string | null;
            /** Open */
            open: boolean;
            /** Openingtime */
            openingTime: string | null;
            /** Scheduletype */
            scheduleType: string;
        };
        /**
         * ScheduleType
         * @enum {string}
         */
        ScheduleType: "REGULAR" | "PICKUP" | "DELIVERY";
        /** SendProgress */
        SendProgress: {
            /** Couponcode */
            couponCode: string | null;
            /**
             * Createdat
             * Format: date-time
             */
            createdAt: string;
            /** Failed */
            failed: number;
            /** Id */
            id: number;
            /** Image */
            image: string | null;
            /** Recipients */
            recipients: number;
            /** Sent */
            sent: number;
            /** Subject */
            subject: string;
            /** Waiting */
            waiting: number;
        };
        /** SimilarProductOut */
        SimilarProductOut: {
            /** Id */
            id: number;
            /** Imagelink */
            imageLink: string | null;
            /** Imagesources */
            imageSources: components["schemas"]["ImageSource"][];
            /** Name */
            name: string;
            /** Price */
            price: string | null;
        };
        /**
         * SocialLinks
         * @description The footer's links to the shop's pages. A key left out stays as saved; null or "" removes the link.
         */
        SocialLinks: {
            /**
             * Facebookurl
             * @description https://facebook.com/… (sau un subdomeniu, ca www.); gol sau null: fără link.
             */
            facebookUrl?: string | null;
            /**
             * Instagramurl
             * @description https://instagram.com/… (sau un subdomeniu, ca www.); gol sau null: fără link.
             */
            instagramUrl?: string | null;
            /**
             * Tiktokurl
             * @description https://tiktok.com/… (sau un subdomeniu, ca www.); gol sau null: fără link.
             */
            tiktokUrl?: string | null;
        };
        /** StaffCancelIn */
        StaffCancelIn: {
            /** Reason */
            reason: string;
        };
        /** StaffCancelledOut */
        StaffCancelledOut: {
            /** Id */
            id: number;
            /** Refunded */
            refunded: string;
            status: components["schemas"]["CakeRequestStatus"];
        };
        /** StaffOrderDetailOut */
        StaffOrderDetailOut: {
            /** Additionalinformation */
            additionalInformation: string | null;
            /** Cardamount */
            cardAmount: string | null;
            cardPayment?: components["schemas"]["CardPaymentOut"] | null;
            /** Cashamount */
            cashAmount: string | null;
            /** Coupon */
            coupon: string | null;
            deliveryDetailsBean: components["schemas"]["DeliveryDetailsOut"];
            /** Deliveryfee */
            deliveryFee: string;
            deliveryMethodChosen: components["schemas"]["DeliveryMethod"];
            /** Discount */
            discount: string;
            /**
             * Discounts
             * @default []
             */
            discounts: components["schemas"]["DiscountLineOut"][];
            /** Email */
            email: string;
            /** Firstname */
            firstName: string;
            /** Id */
            id: number;
            invoiceDetails?: components["schemas"]["InvoiceDetailsOut"] | null;
            /**
             * Invoices
             * @default []
             */
            invoices: components["schemas"]["OrderInvoiceOut"][];
            /** Lastname */
            lastName: string;
            /** Manuallysetpackagecost */
            manuallySetPackageCost: string | null;
            /** Orderdate */
            orderDate: number[];
            /** Ordernumber */
            orderNumber: string;
            orderPaymentOptions: components["schemas"]["PaymentMethod"];
            /** Orderpromotiondetails */
            orderPromotionDetails: components["schemas"]["OrderPromotionOut"][];
            orderStatus: components["schemas"]["OrderStatus"];
            /** Ordertimetoprepare */
            orderTimeToPrepare: string | null;
            /** Phonenumber */
            phoneNumber: string;
            pickupLocationBean: components["schemas"]["PickupLocationOut"] | null;
            /** Pickupordeliverymoment */
            pickupOrDeliveryMoment: string | null;
            /** Productinformationlist */
            productInformationList: components["schemas"]["ProductInformationOut"][];
            /** Rejectionreason */
            rejectionReason: string | null;
            status: components["schemas"]["OrderStatus"];
            /** Statushistory */
            statusHistory: components["schemas"]["StatusChangeOut"][];
            /** Subtotalprice */
            subTotalPrice: string;
            /** Totalpackagecost */
            totalPackageCost: string;
            /** Totalprice */
            totalPrice: string;
            /** Updatedpriceaftercoupon */
            updatedPriceAfterCoupon: string | null;
        };
        /** StaffSession */
        StaffSession: {
            /** Redirectpath */
            redirectPath: string;
            /** Token */
            token: string;
            user: components["schemas"]["StaffUser"];
        };
        /** StaffUser */
        StaffUser: {
            /** Email */
            email: string;
            /** Firstname */
            firstName: string;
            /** Id */
            id: number;
            /** Lastname */
            lastName: string;
            /** Role */
            role: string;
        };
        /** StatusChangeOut */
        StatusChangeOut: {
            /**
             * Changedat
             * Format: date-time
             */
            changedAt: string;
            /** Changedby */
            changedBy: number | null;
            /** Changedbyname */
            changedByName: string | null;
            fromStatus: components["schemas"]["OrderStatus"] | null;
            /** Note */
            note: string | null;
            toStatus: components["schemas"]["OrderStatus"];
        };
        /** StatusCount */
        StatusCount: {
            /** Count */
            count: number;
            /** Status */
            status: string;
        };
        /** SubscriberOut */
        SubscriberOut: {
            /** Confirmedat */
            confirmedAt: string | null;
            /** Consentat */
            consentAt: string | null;
            /** Email */
            email: string;
            /** Source */
            source: string | null;
            /** Status */
            status: string;
            /**
             * Subscribedat
             * Format: date-time
             */
            subscribedAt: string;
            /** Unsubscribedat */
            unsubscribedAt: string | null;
        };
        /**
         * UnansweredAlert
         * @description A second address mailed about an order left unanswered (empty: none).
         */
        UnansweredAlert: {
            /** Secondemail */
            secondEmail?: string | null;
        };
        /** UserDetail */
        UserDetail: {
            /** Active */
            active: boolean;
            /**
             * Createdat
             * Format: date-time
             */
            createdAt: string;
            /** Email */
            email: string;
            /** Firstname */
            firstName: string;
            /** Id */
            id: number;
            /** Lastname */
            lastName: string;
            /** Newsletteraccepted */
            newsletterAccepted: boolean;
            /** Numberofpurchases */
            numberOfPurchases: number;
            /** Orderamount */
            orderAmount: string;
            /** Orders */
            orders: components["schemas"]["UserOrderRow"][];
            /** Phonenumber */
            phoneNumber: string | null;
            role: components["schemas"]["Role"];
        };
        /**
         * UserEditIn
         * @description Names and phone of anyone; the role of staff only (between ADMIN and MANAGER).
         */
        UserEditIn: {
            /**
             * Firstname
             * @description 3-20 litere sau cifre.
             */
            firstName: string;
            /**
             * Lastname
             * @description 3-16 litere sau cifre.
             */
            lastName: string;
            /**
             * Phonenumber
             * @description Un număr românesc, de exemplu 0722 123 456 sau +40 722 123 456.
             */
            phoneNumber?: string | null;
            role?: components["schemas"]["Role"] | null;
        };
        /** UserOrderRow */
        UserOrderRow: {
            /**
             * Createdat
             * Format: date-time
             */
            createdAt: string;
            /** Id */
            id: number;
            /** Ordernumber */
            orderNumber: string;
            status: components["schemas"]["OrderStatus"];
            /** Totalprice */
            totalPrice: string;
        };
        /** UserPage */
        UserPage: {
            /** Content */
            content: components["schemas"]["UserRow"][];
            /** Totalelements */
            totalElements: number;
        };
        /** UserRow */
        UserRow: {
            /** Active */
            active: boolean;
            /** Email */
            email: string;
            /** Firstname */
            firstName: string;
            /** Id */
            id: number;
            /** Lastname */
            lastName: string;
            /** Newsletteraccepted */
            newsletterAccepted: boolean;
            /** Phonenumber */
            phoneNumber: string | null;
            role: components["schemas"]["Role"];
        };
        /** WaitingOrder */
        WaitingOrder: {
            /** Client */
            client: string;
            /** Id */
            id: number;
            /** Ordernumber */
            orderNumber: string;
            /** Status */
            status: string;
            /** Totalprice */
            totalPrice: string;
            /** Waitingminutes */
            waitingMinutes: number;
        };
        /**
         * When
         * @enum {string}
         */
        When: "today" | "upcoming" | "past";
        /** ZoneDayIn */
        ZoneDayIn: {
            /** Dayofweek */
            dayOfWeek: number;
            /** Hours */
            hours: string;
        };
        /** ZoneDayOut */
        ZoneDayOut: {
            /** Dayofweek */
            dayOfWeek: number;
            /** Hours */
            hours: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    promotions_admin_service_admin_promotions_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPromotionOut"][];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    add_promotion_image_admin_service_admin_promotions_add_promotion_image_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["Body_add_promotion_image_admin_service_admin_promotions_add_promotion_image_post"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageSaved"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    create_promotion_admin_service_admin_promotions_create_promotion_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedPromotion"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deactivate_admin_service_admin_promotions_deactivate__promotion_id__post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                promotion_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    authenticate_admin_service_authenticate_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSession"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description E-mailul sau parola sunt greșite (sau contul nu este al personalului). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Prea multe încercări; `Retry-After` spune peste câte secunde se poate încerca din nou. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_cake_requests_admin_service_cake_requests_get: {
        parameters: {
            query?: {
                /** @description Doar cererile cu acest status. */
                status?: components["schemas"]["CakeRequestStatus"] | null;
                /** @description Pagina, numărată de la 0. */
                page?: number;
                /** @description Rânduri pe pagină, 1-100. */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CakeRequestPage"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_quote_defaults_admin_service_cake_requests_quote_defaults_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteDefaultsOut"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_cake_request_admin_service_cake_requests__request_id__get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                request_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CakeRequestAdminOut"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cancel_cake_request_admin_service_cake_requests__request_id__cancel_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                request_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffCancelIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffCancelledOut"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea nu mai poate fi anulată: este deja livrată sau închisă. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    decline_cake_request_admin_service_cake_requests__request_id__decline_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                request_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CakeRequestAdminOut"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea de tort nu a fost găsită. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea nu se potrivește cu starea datelor (de exemplu un nume deja folosit). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    mark_cake_delivered_admin_service_cake_requests__request_id__mark_delivered_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                request_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkDeliveredIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CakeRequestAdminOut"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea de tort nu a fost găsită. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea nu se potrivește cu starea datelor (de exemplu un nume deja folosit). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_cake_request_photo_admin_service_cake_requests__request_id__photos__n__get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                request_id: number;
                /** @description Numărul fotografiei, de la 1. */
                n: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/avif": unknown;
                    "image/jpeg": unknown;
                    "image/png": unknown;
                    "image/webp": unknown;
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    quote_cake_request_admin_service_cake_requests__request_id__quote_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                request_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CakeRequestAdminOut"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea de tort nu a fost găsită. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea nu se potrivește cu starea datelor (de exemplu un nume deja folosit). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    clients_admin_service_clients_get: {
        parameters: {
            query?: {
                /** @description Pagina, numărată de la 0. */
                page?: number;
                /** @description Rânduri pe pagină, 1-100. */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientPage"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    clients_csv_admin_service_clients_csv_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV UTF-8 cu BOM. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    confirm_order_admin_service_confirm_order_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmOrderIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffOrderDetailOut"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea nu se potrivește cu starea datelor (de exemplu un nume deja folosit). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Plata online cu cardul nu este disponibilă acum. Încercați din nou în câteva minute. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    create_admin_user_admin_service_create_admin_user_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewStaffIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedUserOut"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Adresa are deja un cont. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    dashboard_admin_service_dashboard_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardOut"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    entries_admin_service_entries_get: {
        parameters: {
            query?: {
                /** @description Caută în numele produselor, fără diacritice și majuscule. */
                searchBy?: string | null;
                /** @description Id-ul (sau adresa) categoriei. */
                category?: string | null;
                /** @description Pagina, numărată de la 0. */
                page?: number;
                /** @description Rânduri pe pagină, 1-100. */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page_ProductSummaryOut_"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    add_entry_admin_service_entries_add_entry_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedId"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    add_product_images_admin_service_entries_add_product_images__product_id__post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                product_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": components["schemas"]["Body_add_product_images_admin_service_entries_add_product_images__product_id__post"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImagesAnswer"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    delete_entry_admin_service_entries_delete_entry__product_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                product_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    entries_for_promotions_admin_service_entries_for_promotions_get: {
        parameters: {
            query?: {
                /** @description Caută în numele produselor, fără diacritice și majuscule. */
                searchBy?: string | null;
                /** @description Id-ul (sau adresa) categoriei. */
                category?: string | null;
                /** @description Pagina, numărată de la 0. */
                page?: number;
                /** @description Rânduri pe pagină, 1-100. */
                size?: number;
                /** @description Id-uri separate prin virgulă: doar produsele acestea (sau cele care au una din aceste dimensiuni). */
                productIds?: string | null;
                /** @description Id-uri separate prin virgulă: doar produsele acestea (sau cele care au una din aceste dimensiuni). */
                dimensionIds?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page_ProductSummaryOut_"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_entry_admin_service_entries_get_entry__product_id__get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                product_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductOut"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_admins_admin_service_get_admins_get: {
        parameters: {
            query?: {
                /** @description Pagina, numărată de la 0. */
                page?: number;
                /** @description Rânduri pe pagină, 1-100. */
                size?: number;
                /** @description O parte din nume sau din adresa de e-mail. */
                search?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_order_details_admin_service_get_order_details__order_id__get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                order_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffOrderDetailOut"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_users_admin_service_get_users_get: {
        parameters: {
            query?: {
                /** @description Pagina, numărată de la 0. */
                page?: number;
                /** @description Rânduri pe pagină, 1-100. */
                size?: number;
                /** @description O parte din nume sau din adresa de e-mail. */
                search?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    healthz_admin_service_healthz_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string;
                    };
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_invoices_admin_service_invoices_get: {
        parameters: {
            query?: {
                /** @description Prima zi (yyyy-MM-dd), după ora României. */
                from?: string | null;
                /** @description Ultima zi (yyyy-MM-dd), inclusiv. */
                to?: string | null;
                /** @description Doar cele în această stare e-Factura. */
                status?: components["schemas"]["EfacturaStatus"] | null;
                /** @description Doar facturile sau doar notele de credit. */
                kind?: components["schemas"]["InvoiceKind"] | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceItem"][];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    export_invoices_admin_service_invoices_export_get: {
        parameters: {
            query?: {
                /** @description Prima zi (yyyy-MM-dd), după ora României. */
                from?: string | null;
                /** @description Ultima zi (yyyy-MM-dd), inclusiv. */
                to?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": unknown;
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_invoice_pdf_admin_service_invoices__invoice_id__pdf_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                invoice_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Factura nu a fost găsită. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    retry_invoice_admin_service_invoices__invoice_id__retry_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                invoice_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceItem"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Factura nu a fost găsită. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Doar o factură respinsă de ANAF poate fi emisă din nou. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_invoice_xml_admin_service_invoices__invoice_id__xml_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                invoice_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": unknown;
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Factura nu a fost găsită. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    mark_as_delivered_admin_service_mark_as_delivered_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderNumberIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffOrderDetailOut"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea nu se potrivește cu starea datelor (de exemplu un nume deja folosit). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Plata online cu cardul nu este disponibilă acum. Încercați din nou în câteva minute. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    most_sold_products_admin_service_most_sold_products_get: {
        parameters: {
            query?: {
                /** @description Id-ul, numele sau valoarea categoriei. */
                category?: string | null;
                searchTerm?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BestSeller"][];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    issue_order_invoice_now_admin_service_orders__orderNumber__invoice_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numărul comenzii. */
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceItem"];
                };
            };
            /** @description Facturarea nu este pornită în setări. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Comanda este plătită online: factura se emite când comanda este acceptată și plata încasată. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_production_list_admin_service_production_list_get: {
        parameters: {
            query?: {
                /** @description Ziua (YYYY-MM-DD); implicit astăzi. */
                date?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductionListOut"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Alegeți o zi între anii 2000 și 2999. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    readyz_admin_service_readyz_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Baza de date sau Redis nu răspund (`checks` spune care). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    refund_order_admin_service_refund_order_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundOrderIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffOrderDetailOut"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea nu se potrivește cu starea datelor (de exemplu un nume deja folosit). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Plata online cu cardul nu este disponibilă acum. Încercați din nou în câteva minute. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    reject_order_admin_service_reject_order_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectOrderIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffOrderDetailOut"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea nu se potrivește cu starea datelor (de exemplu un nume deja folosit). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Plata online cu cardul nu este disponibilă acum. Încercați din nou în câteva minute. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_reservations_admin_service_reservations_get: {
        parameters: {
            query?: {
                when?: components["schemas"]["When"];
                /** @description Pagina, numărată de la 0. */
                page?: number;
                /** @description Rânduri pe pagină, 1-100. */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationPage"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_reservation_settings_admin_service_reservations_settings_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationSettingsIO"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    save_reservation_settings_admin_service_reservations_settings_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReservationSettingsIO"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationSettingsIO"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    confirm_reservation_admin_service_reservations__reservation_id__confirm_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                reservation_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationOut"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea nu se potrivește cu starea datelor (de exemplu un nume deja folosit). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    decline_reservation_admin_service_reservations__reservation_id__decline_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                reservation_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationOut"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea nu se potrivește cu starea datelor (de exemplu un nume deja folosit). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_reviews_admin_service_reviews_get: {
        parameters: {
            query?: {
                status?: components["schemas"]["ReviewStatus"] | null;
                /** @description Pagina, numărată de la 0. */
                page?: number;
                /** @description Rânduri pe pagină, 1-100. */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewPage"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    delete_review_admin_service_reviews__review_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                review_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedOut"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    hide_review_admin_service_reviews__review_id__hide_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                review_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewRow"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    publish_review_admin_service_reviews__review_id__publish_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                review_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewRow"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    add_newsletter_image_admin_service_sales_add_newsletter_image_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["Body_add_newsletter_image_admin_service_sales_add_newsletter_image_post"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageSaved"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    newsletter_preview_admin_service_sales_newsletter_preview_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preview"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    newsletter_sends_admin_service_sales_newsletter_sends_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendProgress"][];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    newsletter_send_admin_service_sales_newsletter_sends__send_id__get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                send_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendProgress"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    order_numbers_between_dates_admin_service_sales_order_numbers_between_dates_get: {
        parameters: {
            query?: {
                /** @description AAAA-LL-ZZ, inclusiv (zi din Sibiu). */
                startDate?: string | null;
                /** @description AAAA-LL-ZZ, inclusiv (zi din Sibiu). */
                endDate?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesSummary"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    order_numbers_current_month_admin_service_sales_order_numbers_current_month_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesSummary"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    order_numbers_last_month_admin_service_sales_order_numbers_last_month_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesSummary"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    sales_per_day_admin_service_sales_per_day_get: {
        parameters: {
            query?: {
                /** @description AAAA-LL-ZZ, inclusiv (zi din Sibiu). */
                startDate?: string | null;
                /** @description AAAA-LL-ZZ, inclusiv (zi din Sibiu). */
                endDate?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesPerDay"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    send_email_to_subscribers_admin_service_sales_send_email_to_subscribers_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Queued"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    subscribers_admin_service_sales_subscribers_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberOut"][];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    subscribers_csv_admin_service_sales_subscribers_csv_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    address_admin_service_setup_address_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Address"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessInformation"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    contact_information_admin_service_setup_contact_information_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactInformation"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessInformation"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    create_category_admin_service_setup_create_category_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryIn"][];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryOut"][];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea nu se potrivește cu starea datelor (de exemplu un nume deja folosit). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_custom_cake_setup_admin_service_setup_custom_cakes_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CakeSetupIO-Output"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    save_custom_cake_setup_admin_service_setup_custom_cakes_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CakeSetupIO-Input"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CakeSetupIO-Output"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    delete_category_admin_service_setup_delete_category__category_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                category_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea nu se potrivește cu starea datelor (de exemplu un nume deja folosit). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    delivery_zones_admin_service_setup_delivery_zones_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryZoneOut"][];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    save_delivery_zone_admin_service_setup_delivery_zones_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryZoneIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryZoneOut"][];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Zona de livrare nu a fost găsită. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Există deja o zonă de livrare cu numele „…”. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    delete_delivery_zone_admin_service_setup_delivery_zones__zone_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                zone_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryZoneOut"][];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Zona de livrare nu a fost găsită. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    fetch_information_admin_service_setup_fetch_information_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessInformation"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele afacerii nu au fost configurate încă. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_categories_admin_service_setup_get_categories_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryOut"][];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_invoicing_setup_admin_service_setup_invoicing_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicingSetupOut"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    save_invoicing_setup_admin_service_setup_invoicing_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoicingSetupIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicingSetupOut"];
                };
            };
            /** @description Facturarea nu poate fi pornită până nu completezi: denumirea firmei, CUI. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    offered_services_admin_service_setup_offered_services_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfferedServices"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessInformation"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    payment_methods_admin_service_setup_pmt_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethods"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessInformation"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    remove_pickup_locations_admin_service_setup_remove_pickup_locations_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": number[];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PickupLocationInfo"][];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Punctul de lucru nu poate fi șters cât timp o categorie se ridică de acolo. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    restaurant_schedule_admin_service_setup_restaurant_schedule_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestaurantSchedule"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessInformation"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    set_pickup_locations_admin_service_setup_set_pickup_locations_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PickupLocationIn"][];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PickupLocationInfo"][];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    social_links_admin_service_setup_social_links_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialLinks"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessInformation"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    unanswered_alert_admin_service_setup_unanswered_alert_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnansweredAlert"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    set_unanswered_alert_admin_service_setup_unanswered_alert_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnansweredAlert"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnansweredAlert"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_user_admin_service_users__user_id__get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    edit_user_admin_service_users__user_id__post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                user_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserEditIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea nu se potrivește cu starea datelor (de exemplu un nume deja folosit). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    activate_user_admin_service_users__user_id__activate_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deactivate_user_admin_service_users__user_id__deactivate_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            /** @description Lipsește tokenul de autentificare, nu este valid sau a expirat. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Contul nu are drepturi pentru această acțiune. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea nu se potrivește cu starea datelor (de exemplu un nume deja folosit). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
}
