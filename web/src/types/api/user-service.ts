/**
 * Generated from the OpenAPI document of user-service by `npm run api-types`: do not edit by hand.
 * Friendly names for the app live in ./index.ts.
 */

export interface paths {
    "/user-service/account/cake-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's custom cake requests, newest first */
        get: operations["my_requests_user_service_account_cake_requests_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/account/invoice-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company the customer's invoices are made out to, offered at the next checkout */
        get: operations["saved_invoice_details_user_service_account_invoice_details_get"];
        /** Save the company for the next invoices, or forget it (null) */
        put: operations["save_invoice_details_user_service_account_invoice_details_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Customer login
         * @description An account whose address is not confirmed yet answers as a wrong password (and is mailed
         *     the confirmation link again).
         */
        post: operations["authenticate_user_service_authenticate_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/available-days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The days and hours the checkout may offer for a cart, a service and an address's zone
         * @description Every day from today to the service's furthest advance: available with its first and last
         *     time, or not, with the reason (closed, zone not served, lead time, production day, capacity
         *     full). Placing the order checks all of it again. At most so many calls per client in a window
         *     (429 past it), and at most 200 cart lines, as every call that takes a cart.
         */
        post: operations["available_days_user_service_available_days_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/book-table": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book Table
         * @description A table booking: refused when bookings are off, outside the regular schedule, on a holiday,
         *     outside the minimum and maximum time in advance, or when the time slot has no seats left. The
         *     guest is mailed that it was received, and the staff panels hear it at once.
         */
        post: operations["book_table_user_service_book_table_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/cake-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a custom cake, with up to 3 reference photos
         * @description Guests and customers: a customer's contact comes from the account where the form leaves it
         *     blank. Answers the private follow key once; it is also mailed to the contact address.
         */
        post: operations["create_user_service_cake_requests_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/cake-requests/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the custom cake form offers, and the deposit and cancellation terms */
        get: operations["options_user_service_cake_requests_options_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/cake-requests/{request_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read
         * @description The request, its quotes (newest last), payments, refunds and changes, for whoever holds its
         *     link or the account that made it.
         */
        get: operations["read_user_service_cake_requests__request_id__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/cake-requests/{request_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the latest quote: the deposit's card to confirm in the browser
         * @description Only the latest quote of a quoted request, before its validity ends, on a day with room. The
         *     browser confirms the card with `clientSecret` (Stripe.js `confirmCardSetup`), then calls
         *     `.../payment-check`: the deposit is captured at once and the cake becomes an order of its day.
         *     Asked again, it answers the same card setup (a double click never pays twice).
         */
        post: operations["accept_quote_user_service_cake_requests__request_id__accept_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/cake-requests/{request_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the request; after the deposit, refunded as the terms shown before paying say
         * @description Before a deposit nothing is refunded; after it, all of it until the free-cancellation limit,
         *     then all but the percent of the price the bakery keeps. The cake's order is rejected and its
         *     day's place freed.
         */
        post: operations["cancel_request_user_service_cake_requests__request_id__cancel_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/cake-requests/{request_id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask Changes
         * @description The customer's message: a quoted request waits for a new quote; the bakery is mailed.
         */
        post: operations["ask_changes_user_service_cake_requests__request_id__changes_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/cake-requests/{request_id}/pay-rest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay the rest online by card (when the saved card was not charged, or before pickup) */
        post: operations["pay_rest_user_service_cake_requests__request_id__pay_rest_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/cake-requests/{request_id}/payment-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * After the card (or 3-D Secure) in the browser: the server asks Stripe and charges it
         * @description `clientSecret` set: the bank asks for 3-D Secure on the charge (`confirmCardPayment`), then
         *     call this again. A refused card: 402 with the bank's reason; accept (or pay the rest) again.
         */
        post: operations["check_payment_user_service_cake_requests__request_id__payment_check_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/cake-requests/{request_id}/photos/{n}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Photo
         * @description A reference photo of the request, as a JPEG, for the same readers as the request.
         */
        get: operations["photo_user_service_cake_requests__request_id__photos__n__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the e-mail address from the link in the register mail */
        post: operations["confirm_email_user_service_confirm_email_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/create-additional-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create Additional Users */
        post: operations["create_additional_users_user_service_create_additional_users_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/get-all-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get All Orders */
        get: operations["get_all_orders_user_service_get_all_orders_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/get-base-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Available products in menu order, by search or category */
        get: operations["get_base_products_user_service_get_base_products_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/get-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every category, in menu order */
        get: operations["get_categories_user_service_get_categories_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/get-order-details/{order_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Order Details */
        get: operations["get_order_details_user_service_get_order_details__order_id__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/get-product/{product_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One available product */
        get: operations["get_product_user_service_get_product__product_id__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/get-user-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get User Orders */
        get: operations["get_user_orders_user_service_get_user_orders_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is alive */
        get: operations["healthz_user_service_healthz_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/my-reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My Reviews
         * @description The customer's orders that already have a review (their page hides the form for them).
         */
        get: operations["my_reviews_user_service_my_reviews_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/newsletter/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a subscription from the mailed link */
        post: operations["confirm_user_service_newsletter_confirm_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unsubscribe in one click (the link of every newsletter) */
        post: operations["unsubscribe_user_service_newsletter_unsubscribe_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/order-status/{order_number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Order Status
         * @description The order detail for whoever holds the follow link. The secret goes in the `X-Order-Key`
         *     header, which no log or proxy records; `?cheie=` still works.
         */
        get: operations["order_status_user_service_order_status__order_number__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/orders/{order_number}/card-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an order awaiting payment with a card (a PaymentMethod of Stripe.js createPaymentMethod)
         * @description Authorizes the order's total on the card (captured only when the bakery accepts). 3-D
         *     Secure: `clientSecret` is set, the browser confirms, then calls `.../check`. A refused card:
         *     402 with the bank's reason in Romanian; the order still awaits payment and may be retried with
         *     another card while its hold lasts, up to `card_attempts_per_order` attempts (then 429, as when
         *     the client had `card_declines_per_client` cards refused within the hour).
         */
        post: operations["pay_by_card_user_service_orders__order_number__card_payment_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/orders/{order_number}/card-payment/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** After 3-D Secure: the server asks Stripe where the order's payment is */
        post: operations["check_card_payment_user_service_orders__order_number__card_payment_check_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/orders/{order_number}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF of the order's invoice, for its owner or whoever holds its follow link */
        get: operations["order_invoice_pdf_user_service_orders__order_number__invoice_pdf_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/payments/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the checkout offers online card payment, and Stripe.js's key */
        get: operations["payments_config_user_service_payments_config_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's events (signed): the server re-fetches the PaymentIntent and settles its order */
        post: operations["stripe_webhook_user_service_payments_webhook_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/place-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place Order
         * @description Guests and customers; a customer's order is linked to the account. A repeated
         *     `Idempotency-Key` answers the same order (200) and never makes a second. Guests place at most
         *     so many orders per client and per e-mail in a window (429 past it); signed-in customers are not
         *     limited this way.
         */
        post: operations["place_order_user_service_place_order_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/price-cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The cart's price with its promotions and coupon, as the checkout types */
        post: operations["price_cart_user_service_price_cart_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Promotions due today */
        get: operations["promotions_user_service_promotions_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database and Redis answer */
        get: operations["readyz_user_service_readyz_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer account (signed in after confirming the address)
         * @description Every valid registration gets the same answer, whether the address is new or already has
         *     an account: the submitted names and address, an empty `jwtToken` and empty `userRoles`. A new
         *     address is mailed a confirmation link; a known one, a note to its owner (sign in or reset the
         *     password). The customer signs in (`/authenticate`) once the address is confirmed.
         */
        post: operations["register_user_service_register_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password from the link in the reset mail
         * @description Ends every session of the account (its tokens stop working, its open sockets close) and
         *     mails the owner that the password changed.
         */
        post: operations["reset_password_user_service_reset_password_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/restaurant/delivery-zone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The zone an address falls in (its fee and minimum), or a refusal naming where we deliver */
        get: operations["delivery_zone_user_service_restaurant_delivery_zone_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/restaurant/delivery-zones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery zones: localities, postal codes, fee, minimum order and hours served */
        get: operations["delivery_zones_user_service_restaurant_delivery_zones_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/restaurant/fetch-information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Business details for the storefront */
        get: operations["fetch_information_user_service_restaurant_fetch_information_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/restaurant/last-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Version of the setup and menu; changes on every change */
        get: operations["last_key_user_service_restaurant_last_key_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published Reviews
         * @description Published reviews, newest first, with the average rating of all of them.
         */
        get: operations["published_reviews_user_service_reviews_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/send-reset-password-mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a link to set a new password
         * @description The same answer, in the same time, whether or not the address has an account.
         */
        post: operations["send_reset_password_mail_user_service_send_reset_password_mail_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/seo/menu-photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole menu's first photos, preloaded (for /meniu's head)
         * @description /meniu's largest paint (what its loading speed is judged by) is its first card's photo, which
         *     the app can only ask for once the products have come and it has run. The gateway writes this
         *     into /meniu's head (SSI), so the browser fetches those photos with the HTML. The cards are those
         *     the app fetches first: the first grid of the whole menu (its first category, in menu order, that
         *     is not a special one and has products), its first PRIORITY_CARDS products.
         */
        get: operations["menu_photos_user_service_seo_menu_photos_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/seo/product-body/{product_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product page's content (for crawlers) */
        get: operations["product_body_user_service_seo_product_body__product_id__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/seo/product-head/{product_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product page's head (for crawlers) */
        get: operations["product_head_user_service_seo_product_head__product_id__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/seo/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sitemap of the menu: every category and available product (ETag: the last-key) */
        get: operations["sitemap_user_service_seo_sitemap_xml_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/sign-out-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End every session of the signed-in account
         * @description Every token of the account stops working at once, this one included, on every replica,
         *     and its open websockets close (4401). Sign in again to go on.
         */
        post: operations["sign_out_everywhere_user_service_sign_out_everywhere_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe to the newsletter (a confirmation mail follows) */
        post: operations["subscribe_user_service_subscribe_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/update-user-addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update User Addresses */
        post: operations["update_user_addresses_user_service_update_user_addresses_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/update-user-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update User Profile */
        post: operations["update_user_profile_user_service_update_user_profile_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/user-address-information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User Address Information */
        get: operations["user_address_information_user_service_user_address_information_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/user-contact-information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User Contact Information */
        get: operations["user_contact_information_user_service_user_contact_information_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-service/write-review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write Review
         * @description Stars 1-5 and a text, for a delivered order of the customer's; one per order.
         */
        post: operations["write_review_user_service_write_review_post"];
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
        /** AcceptQuoteIn */
        AcceptQuoteIn: {
            /** Quoteid */
            quoteId: number;
            restPayment: components["schemas"]["RestPayment"];
        };
        /**
         * AccountInvoiceDetailsIn
         * @description The company saved on the account for the next checkout; null forgets it.
         */
        AccountInvoiceDetailsIn: {
            invoiceDetails: components["schemas"]["InvoiceDetailsIn"] | null;
        };
        /** AccountInvoiceDetailsOut */
        AccountInvoiceDetailsOut: {
            invoiceDetails: components["schemas"]["InvoiceDetailsOut"] | null;
        };
        /** AddressInformation */
        AddressInformation: {
            /** Appartmentnumber */
            appartmentNumber?: string | null;
            /** Buildingnumber */
            buildingNumber?: string | null;
            /** Cityaddress */
            cityAddress?: string | null;
            /** Countyaddress */
            countyAddress?: string | null;
            /** Phonenumber */
            phoneNumber?: string | null;
            /** Streetaddress */
            streetAddress?: string | null;
            /** Streetnumberaddress */
            streetNumberAddress?: string | null;
        };
        /**
         * AddressUpdate
         * @description Each text within its column's length (models/addresses.py).
         */
        AddressUpdate: {
            /** Appartmentnumber */
            appartmentNumber?: string | null;
            /** Buildingnumber */
            buildingNumber?: string | null;
            /** Cityaddress */
            cityAddress: string;
            /** Countyaddress */
            countyAddress?: string | null;
            /**
             * Phonenumber
             * @description Un număr românesc, de exemplu 0722 123 456 sau +40 722 123 456.
             */
            phoneNumber?: string | null;
            /** Streetaddress */
            streetAddress: string;
            /** Streetnumberaddress */
            streetNumberAddress: string;
        };
        /** AvailableDaysIn */
        AvailableDaysIn: {
            /** City */
            city?: string | null;
            deliveryMethodChosen: components["schemas"]["DeliveryMethod"];
            /**
             * Items
             * @default []
             */
            items: components["schemas"]["CartLineIn"][];
            /** Postalcode */
            postalCode?: string | null;
        };
        /** AvailableDaysOut */
        AvailableDaysOut: {
            /** Days */
            days: components["schemas"]["DayOut"][];
            zone: components["schemas"]["DeliveryZoneOut"] | null;
        };
        /** Body_create_user_service_cake_requests_post */
        Body_create_user_service_cake_requests_post: {
            /**
             * Photos
             * @description Cel mult 3 fotografii JPEG, PNG sau WebP, cel mult 5 MB fiecare.
             * @default []
             */
            photos: string[];
            /**
             * Request
             * @description Cererea, în JSON: câmpurile din documentația lui CakeRequestIn.
             */
            request: string;
        };
        /** BookTableIn */
        BookTableIn: {
            /** Additionalinformation */
            additionalInformation?: string | null;
            /**
             * Email
             * Format: email
             */
            email: string;
            /** Fullname */
            fullName: string;
            /**
             * Numberofpeople
             * @enum {integer}
             */
            numberOfPeople: 1 | 2 | 3 | 4 | 5 | 10;
            /**
             * Phonenumber
             * @description Un număr românesc, de exemplu 0722 123 456 sau +40 722 123 456.
             */
            phoneNumber: string;
            /**
             * Reservationdate
             * Format: date
             */
            reservationDate: string;
            /**
             * Time
             * Format: time
             */
            time: string;
        };
        /** BookedOut */
        BookedOut: {
            /** Id */
            id: number;
            /** Message */
            message: string;
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
        /** CakeCancelledOut */
        CakeCancelledOut: {
            /** Refunded */
            refunded: string;
            status: components["schemas"]["CakeRequestStatus"];
        };
        /** CakeChangeIn */
        CakeChangeIn: {
            /** Message */
            message: string;
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
        /** CakeOptionsOut */
        CakeOptionsOut: {
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
            /** Restchargehours */
            restChargeHours: number;
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
        /** CakeRequestCreatedOut */
        CakeRequestCreatedOut: {
            /** Followkey */
            followKey: string;
            /** Id */
            id: number;
        };
        /** CakeRequestOut */
        CakeRequestOut: {
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
            /** Orderid */
            orderId: number | null;
            /** Payments */
            payments: components["schemas"]["CakePaymentOut"][];
            /** Photos */
            photos: string[];
            /** Pickuplocationid */
            pickupLocationId: number | null;
            /** Productid */
            productId: number | null;
            /** Quotes */
            quotes: components["schemas"]["CakeQuoteOut"][];
            /** Refunds */
            refunds: components["schemas"]["CakeRefundOut"][];
            /** Restdue */
            restDue: string;
            restPayment: components["schemas"]["RestPayment"] | null;
            /** Servings */
            servings: number;
            status: components["schemas"]["CakeRequestStatus"];
            /** Time */
            time: string;
        };
        /**
         * CakeRequestRowOut
         * @description One of a customer's requests in their account's list.
         */
        CakeRequestRowOut: {
            /**
             * Createdat
             * Format: date-time
             */
            createdAt: string;
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
            /** Servings */
            servings: number;
            status: components["schemas"]["CakeRequestStatus"];
        };
        /**
         * CakeRequestStatus
         * @enum {string}
         */
        CakeRequestStatus: "REQUESTED" | "QUOTED" | "ACCEPTED" | "LOCKED" | "DELIVERED" | "DECLINED" | "EXPIRED" | "CANCELLED";
        /** CardPaymentIn */
        CardPaymentIn: {
            /** Paymentmethod */
            paymentMethod: string;
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
        /** CardPaymentResultOut */
        CardPaymentResultOut: {
            cardPayment: components["schemas"]["CardPaymentOut"];
            /** Clientsecret */
            clientSecret?: string | null;
            /** Ordernumber */
            orderNumber: string;
            status: components["schemas"]["OrderStatus"];
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
        /**
         * CartLineIn
         * @description A product line (`id`, `dimensionId`) or a promotion line (`promotionId`, `productBeans`).
         *     Anything else the cart keeps (names, prices, totals) is ignored: the server prices.
         */
        CartLineIn: {
            /** Dimensionid */
            dimensionId?: number | null;
            /** Extraingredients */
            extraIngredients?: unknown[];
            /** Id */
            id?: number | null;
            /** Preferredmessage */
            preferredMessage?: string | null;
            /** Productbeans */
            productBeans?: components["schemas"]["PromotionChoiceIn"][];
            /** Promotionid */
            promotionId?: number | null;
            /**
             * Quantity
             * @default 1
             */
            quantity: number;
        };
        /**
         * CartQuoteIn
         * @description What the checkout knows while the customer types: the cart, the method, the moment, the
         *     e-mail and the code. Priced like an order, nothing saved, nothing reserved.
         */
        CartQuoteIn: {
            /** Coupon */
            coupon?: string | null;
            /** @default PICKUP */
            deliveryMethodChosen: components["schemas"]["DeliveryMethod"];
            /** Email */
            email?: string | null;
            /** Items */
            items?: components["schemas"]["CartLineIn"][];
            /** Pickupordeliverymoment */
            pickupOrDeliveryMoment?: string | null;
        };
        /** CartQuoteOut */
        CartQuoteOut: {
            /** Coupon */
            coupon: string | null;
            /** Couponmessage */
            couponMessage: string | null;
            /** Discount */
            discount: string;
            /** Discounts */
            discounts: components["schemas"]["DiscountLineOut"][];
            /** Subtotalprice */
            subTotalPrice: string;
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
        /** Confirmed */
        Confirmed: {
            /** Couponcode */
            couponCode?: string | null;
            /** Message */
            message: string;
        };
        /** ContactInformation */
        ContactInformation: {
            /** Email */
            email: string;
            /** Firstname */
            firstName: string;
            /** Lastname */
            lastName: string;
            /** Phonenumber */
            phoneNumber: string | null;
        };
        /** CreatedAccountOut */
        CreatedAccountOut: {
            /** Email */
            email: string;
            /** Firstname */
            firstName: string;
            /** Id */
            id: number;
            /** Lastname */
            lastName: string;
            /**
             * Message
             * @default Contul a fost creat. Am trimis un e-mail cu linkul pentru alegerea parolei.
             */
            message: string;
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
        /**
         * CustomerOrderDetailOut
         * @description The order as its customer reads it (signed in, or by its follow link).
         */
        CustomerOrderDetailOut: {
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
        /** CustomerSession */
        CustomerSession: {
            /** Email */
            email: string;
            /** Firstname */
            firstName: string;
            /**
             * Jwttoken
             * @description Tokenul de acces; gol în răspunsul la înregistrare (autentificarea vine după confirmare).
             */
            jwtToken: string;
            /** Lastname */
            lastName: string;
            /**
             * Userroles
             * @description Rolurile contului; goală în răspunsul la înregistrare.
             */
            userRoles: string[];
        };
        /** DayOut */
        DayOut: {
            /** Available */
            available: boolean;
            /**
             * Date
             * Format: date
             */
            date: string;
            /** Firsttime */
            firstTime?: string | null;
            /** Lasttime */
            lastTime?: string | null;
            /** Reason */
            reason?: string | null;
        };
        /** DeliveryDetailsIn */
        DeliveryDetailsIn: {
            /** Appartmentnumber */
            appartmentNumber?: string | null;
            /** Buildingnumber */
            buildingNumber?: string | null;
            /** City */
            city?: string | null;
            /**
             * Email
             * Format: email
             */
            email: string;
            /** Firstname */
            firstName: string;
            /** Lastname */
            lastName: string;
            /**
             * Phonenumber
             * @description Un număr românesc, de exemplu 0722 123 456 sau +40 722 123 456.
             */
            phoneNumber: string;
            /** Postalcode */
            postalCode?: string | null;
            /** Streetaddress */
            streetAddress?: string | null;
            /** Streetnumberaddress */
            streetNumberAddress?: string | null;
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
        /**
         * DepositCardOut
         * @description The deposit's card, to confirm in the browser: `stripe.confirmCardSetup(clientSecret,
         *     {payment_method: {card}})`, then `POST .../payment-check`.
         */
        DepositCardOut: {
            /** Clientsecret */
            clientSecret: string;
            /** Depositamount */
            depositAmount: string;
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
        /** EmailConfirmation */
        EmailConfirmation: {
            /** Token */
            token: string;
        };
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
        /**
         * InvoiceDetailsIn
         * @description Kept as the invoice needs it: the CUI as written (its digits, with "RO" when given), the
         *     county as its ISO code whether its name or its code was sent. Lengths as the invoicing
         *     setup's own columns.
         */
        InvoiceDetailsIn: {
            /** City */
            city: string;
            /** Companyname */
            companyName: string;
            /**
             * County
             * @description Numele județului („Sibiu”) sau codul lui („RO-SB”, „SB”).
             */
            county: string;
            /**
             * Cui
             * @description Codul fiscal, cu sau fără RO; cifra de control e verificată.
             */
            cui: string;
            /** Registrationnumber */
            registrationNumber?: string | null;
            /** Streetaddress */
            streetAddress: string;
        };
        /** InvoiceDetailsOut */
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
        /**
         * InvoiceKind
         * @enum {string}
         */
        InvoiceKind: "INVOICE" | "CREDIT_NOTE";
        /** LastKey */
        LastKey: {
            /** Lastkey */
            lastKey: string;
        };
        /** Message */
        Message: {
            /**
             * Message
             * @description Mesajul afișat utilizatorului.
             */
            message: string;
        };
        /**
         * MinimumQuantityType
         * @enum {string}
         */
        MinimumQuantityType: "NA" | "numarBucati";
        /**
         * NewAccountIn
         * @description The specification's rules of user creation, each with its message. No password: the owner sets it.
         */
        NewAccountIn: {
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
        };
        /** NewsletterAnswer */
        NewsletterAnswer: {
            /** Message */
            message: string;
        };
        /** OrderInvoiceOut */
        OrderInvoiceOut: {
            /**
             * Issuedate
             * Format: date
             */
            issueDate: string;
            kind: components["schemas"]["InvoiceKind"];
            /** Number */
            number: string;
            /** Total */
            total: string;
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
        /** OrderRowOut */
        OrderRowOut: {
            /** Carttotal */
            cartTotal: string;
            /** Client */
            client: string;
            deliveryMethodChosen: components["schemas"]["DeliveryMethod"];
            /** Id */
            id: number;
            /** Invoicenumber */
            invoiceNumber?: string | null;
            /** Orderdate */
            orderDate: number[];
            /** Ordernumber */
            orderNumber: string;
            orderStatus: components["schemas"]["OrderStatus"];
            /** Ordertimetoprepare */
            orderTimeToPrepare?: string | null;
            /** Pickupordeliverymoment */
            pickupOrDeliveryMoment: string | null;
            status: components["schemas"]["OrderStatus"];
            /** Totalpackagecost */
            totalPackageCost?: string | null;
            /** Totalprice */
            totalPrice: string;
        };
        /**
         * OrderStatus
         * @enum {string}
         */
        OrderStatus: "NEW" | "CONFIRMED" | "REJECTED" | "DELIVERED" | "SCHEDULED" | "AWAITING_PAYMENT" | "PAYMENT_EXPIRED";
        /** OrdersPageOut */
        OrdersPageOut: {
            /** Content */
            content: components["schemas"]["OrderRowOut"][];
            /** Numberofconfirmedorders */
            numberOfConfirmedOrders: number;
            /** Numberofdeliveredorders */
            numberOfDeliveredOrders: number;
            /** Numberofneworders */
            numberOfNewOrders: number;
            /** Numberofrejectedorders */
            numberOfRejectedOrders: number;
            /** Numberofscheduledorders */
            numberOfScheduledOrders: number;
            /** Page */
            page: number;
            /** Size */
            size: number;
            /** Totalelements */
            totalElements: number;
        };
        /** PasswordReset */
        PasswordReset: {
            /** Confirmpassword */
            confirmPassword?: string | null;
            /**
             * Password
             * @description Cel puțin 8 caractere, cu o literă mare, una mică, o cifră și unul dintre # $ @ ! % & * ?
             */
            password: string;
            /** Token */
            token: string;
        };
        /**
         * PaymentCheckOut
         * @description Where the request's payment stands after the server asked Stripe.
         */
        PaymentCheckOut: {
            /** Clientsecret */
            clientSecret?: string | null;
            /** Declinemessage */
            declineMessage?: string | null;
            purpose: components["schemas"]["CakePaymentPurpose"];
            state: components["schemas"]["CardPaymentState"] | null;
            status: components["schemas"]["CakeRequestStatus"];
        };
        /**
         * PaymentMethod
         * @enum {string}
         */
        PaymentMethod: "CASH" | "CARD" | "CASH_CARD" | "ONLINE";
        /**
         * PaymentsConfigOut
         * @description What the checkout needs to offer online card payment.
         */
        PaymentsConfigOut: {
            /** Enabled */
            enabled: boolean;
            /** Jsurl */
            jsUrl: string | null;
            /** Publishablekey */
            publishableKey: string | null;
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
        /** PlaceOrderIn */
        PlaceOrderIn: {
            /** Additionalinformation */
            additionalInformation?: string | null;
            /** Cardamount */
            cardAmount?: number | string | null;
            /** Cashamount */
            cashAmount?: number | string | null;
            /** Coupon */
            coupon?: string | null;
            deliveryDetailsBean: components["schemas"]["DeliveryDetailsIn"];
            deliveryMethodChosen: components["schemas"]["DeliveryMethod"];
            invoiceDetails?: components["schemas"]["InvoiceDetailsIn"] | null;
            /** Items */
            items?: components["schemas"]["CartLineIn"][];
            orderPaymentOptions: components["schemas"]["PaymentMethod"];
            /** Pickuplocationid */
            pickupLocationId?: number | null;
            /** Pickupordeliverymoment */
            pickupOrDeliveryMoment?: string | null;
        };
        /** PlacedOrderOut */
        PlacedOrderOut: {
            /** Coupon */
            coupon?: string | null;
            /** Deliveryfee */
            deliveryFee: string;
            /** Discount */
            discount: string;
            /**
             * Discounts
             * @default []
             */
            discounts: components["schemas"]["DiscountLineOut"][];
            /** Followtoken */
            followToken: string;
            /** Followurl */
            followUrl: string;
            /** Id */
            id: number;
            /** Ordernumber */
            orderNumber: string;
            /** Payby */
            payBy?: string | null;
            status: components["schemas"]["OrderStatus"];
            /** Subtotalprice */
            subTotalPrice: string;
            /** Totalpackagecost */
            totalPackageCost: string;
            /** Totalprice */
            totalPrice: string;
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
        /** ProfileUpdate */
        ProfileUpdate: {
            /**
             * Emailaddress
             * Format: email
             */
            emailAddress: string;
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
        };
        /** PromotionChoiceIn */
        PromotionChoiceIn: {
            /** Dimensionid */
            dimensionId: number;
            /** Productid */
            productId: number;
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
        /** PromotionOut */
        PromotionOut: {
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
            /** Type */
            type: string;
            /** Validityindays */
            validityInDays: number | null;
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
        /** PublicReview */
        PublicReview: {
            /** Authorname */
            authorName: string;
            /**
             * Createdat
             * Format: date-time
             */
            createdAt: string;
            /** Id */
            id: number;
            /** Rating */
            rating: number;
            /** Text */
            text: string;
        };
        /** PublicReviewsOut */
        PublicReviewsOut: {
            /** Averagerating */
            averageRating: number | null;
            /** Content */
            content: components["schemas"]["PublicReview"][];
            /** Numberofreviews */
            numberOfReviews: number;
            /** Totalelements */
            totalElements: number;
        };
        /** Registration */
        Registration: {
            /** Confirmpassword */
            confirmPassword?: string | null;
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
             * Password
             * @description Cel puțin 8 caractere, cu o literă mare, una mică, o cifră și unul dintre # $ @ ! % & * ?
             */
            password: string;
        };
        /** ResetMailRequest */
        ResetMailRequest: {
            /**
             * Email
             * Format: email
             */
            email: string;
        };
        /**
         * RestCardOut
         * @description As for the deposit: `confirmCardSetup(clientSecret, ...)`, then `POST .../payment-check`.
         */
        RestCardOut: {
            /** Clientsecret */
            clientSecret: string;
            /** Restamount */
            restAmount: string;
        };
        /**
         * RestPayment
         * @enum {string}
         */
        RestPayment: "AT_PICKUP" | "CARD_AUTO";
        /** ReviewIn */
        ReviewIn: {
            /** Orderid */
            orderId: number;
            /** Rating */
            rating: number;
            /** Text */
            text: string;
        };
        /** ReviewSentOut */
        ReviewSentOut: {
            /** Id */
            id: number;
            /** Message */
            message: string;
        };
        /** ReviewedOrdersOut */
        ReviewedOrdersOut: {
            /** Orderids */
            orderIds: number[];
        };
        /**
         * Role
         * @enum {string}
         */
        Role: "ROLE_ADMIN" | "ROLE_MANAGER" | "ROLE_USER";
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
        /** SubscribeIn */
        SubscribeIn: {
            /** Consent */
            consent?: boolean | null;
            /**
             * Email
             * Format: email
             */
            email: string;
            /**
             * Source
             * @default footer
             * @enum {string}
             */
            source: "footer" | "popup" | "checkout";
        };
        /** TokenIn */
        TokenIn: {
            /** Token */
            token: string;
        };
        /** WebhookReceivedOut */
        WebhookReceivedOut: {
            /**
             * Received
             * @default true
             */
            received: boolean;
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
    my_requests_user_service_account_cake_requests_get: {
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
                    "application/json": components["schemas"]["CakeRequestRowOut"][];
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
    saved_invoice_details_user_service_account_invoice_details_get: {
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
                    "application/json": components["schemas"]["AccountInvoiceDetailsOut"];
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
            /** @description Contul nu mai există. */
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
    save_invoice_details_user_service_account_invoice_details_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountInvoiceDetailsIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountInvoiceDetailsOut"];
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
            /** @description Contul nu mai există. */
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
    authenticate_user_service_authenticate_post: {
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
                    "application/json": components["schemas"]["CustomerSession"];
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
            /** @description E-mailul sau parola sunt greșite. */
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
    available_days_user_service_available_days_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AvailableDaysIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailableDaysOut"];
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
            /** @description Nu livrăm la adresa aleasă. Livrăm doar în: … */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Prea multe cereri de la același client într-un timp scurt. */
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
    book_table_user_service_book_table_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookTableIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookedOut"];
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
            /** @description Nu mai sunt locuri în intervalul ales; mesajul numește cele mai apropiate ore libere. */
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
            /** @description Prea multe rezervări de la același client sau pentru același e-mail într-un timp scurt. */
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
    create_user_service_cake_requests_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["Body_create_user_service_cake_requests_post"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CakeRequestCreatedOut"];
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
            /** @description O regulă a comenzii (zi, oră, punct de ridicare, zonă de livrare, termen), o alegere din listele cofetăriei sau o fotografie refuzată. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Prea multe cereri de la același client sau pentru același e-mail într-un timp scurt. */
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
    options_user_service_cake_requests_options_get: {
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
                    "application/json": components["schemas"]["CakeOptionsOut"];
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
    read_user_service_cake_requests__request_id__get: {
        parameters: {
            query?: {
                /** @description Cheia linkului privat al cererii (din e-mail); fără ea, tokenul contului care a făcut-o. */
                cheie?: string | null;
            };
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
                    "application/json": components["schemas"]["CakeRequestOut"];
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
            /** @description Cererea de tort nu a fost găsită. */
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
    accept_quote_user_service_cake_requests__request_id__accept_post: {
        parameters: {
            query?: {
                /** @description The private follow link's key. */
                cheie?: string | null;
            };
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                request_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptQuoteIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositCardOut"];
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
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Oferta nu mai poate fi acceptată, sau ziua aleasă este deja plină. */
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
            /** @description Prea multe încercări; `Retry-After` spune peste câte secunde se poate încerca din nou. */
            429: {
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
    cancel_request_user_service_cake_requests__request_id__cancel_post: {
        parameters: {
            query?: {
                /** @description The private follow link's key. */
                cheie?: string | null;
            };
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
                    "application/json": components["schemas"]["CakeCancelledOut"];
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
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea nu mai poate fi anulată. */
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
    ask_changes_user_service_cake_requests__request_id__changes_post: {
        parameters: {
            query?: {
                /** @description Cheia linkului privat al cererii (din e-mail); fără ea, tokenul contului care a făcut-o. */
                cheie?: string | null;
            };
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                request_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CakeChangeIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CakeRequestOut"];
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
            /** @description Cererea de tort nu a fost găsită. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Cererea nu mai poate fi modificată (stare sau dată de blocare depășită). */
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
    pay_rest_user_service_cake_requests__request_id__pay_rest_post: {
        parameters: {
            query?: {
                /** @description The private follow link's key. */
                cheie?: string | null;
            };
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
                    "application/json": components["schemas"]["RestCardOut"];
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
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Restul a fost deja plătit. */
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
            /** @description Prea multe încercări; `Retry-After` spune peste câte secunde se poate încerca din nou. */
            429: {
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
    check_payment_user_service_cake_requests__request_id__payment_check_post: {
        parameters: {
            query?: {
                /** @description The private follow link's key. */
                cheie?: string | null;
            };
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
                    "application/json": components["schemas"]["PaymentCheckOut"];
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
            /** @description Cardul a fost refuzat de bancă. */
            402: {
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
    photo_user_service_cake_requests__request_id__photos__n__get: {
        parameters: {
            query?: {
                /** @description Cheia linkului privat al cererii (din e-mail); fără ea, tokenul contului care a făcut-o. */
                cheie?: string | null;
                /** @description 400, 800 sau 1200 (implicit) pixeli. */
                latime?: number | null;
            };
            header?: never;
            path: {
                /** @description Identificatorul (un număr întreg pozitiv). */
                request_id: number;
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
                    "image/jpeg": unknown;
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
            /** @description Cererea de tort nu a fost găsită. */
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
    confirm_email_user_service_confirm_email_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailConfirmation"];
            };
        };
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
            /** @description Linkul de confirmare nu este valid sau a expirat. */
            400: {
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
    create_additional_users_user_service_create_additional_users_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAccountIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedAccountOut"];
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
    get_all_orders_user_service_get_all_orders_get: {
        parameters: {
            query?: {
                status?: components["schemas"]["OrderStatus"] | null;
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
                    "application/json": components["schemas"]["OrdersPageOut"];
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
    get_base_products_user_service_get_base_products_get: {
        parameters: {
            query?: {
                /** @description Cuvinte din numele produsului, fără diacritice. */
                search?: string | null;
                /** @description Adresa (value) sau id-ul categoriei. */
                category?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Răspunsul, cu ETag; 304 dacă If-None-Match se potrivește. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductSummaryOut"][];
                };
            };
            /** @description Copia browserului (If-None-Match) este încă actuală; fără corp. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    get_categories_user_service_get_categories_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Răspunsul, cu ETag; 304 dacă If-None-Match se potrivește. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryOut"][];
                };
            };
            /** @description Copia browserului (If-None-Match) este încă actuală; fără corp. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    get_order_details_user_service_get_order_details__order_id__get: {
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
                    "application/json": components["schemas"]["CustomerOrderDetailOut"];
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
    get_product_user_service_get_product__product_id__get: {
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
            /** @description Răspunsul, cu ETag; 304 dacă If-None-Match se potrivește. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductOut"];
                };
            };
            /** @description Copia browserului (If-None-Match) este încă actuală; fără corp. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    get_user_orders_user_service_get_user_orders_get: {
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
                    "application/json": components["schemas"]["OrdersPageOut"];
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
    healthz_user_service_healthz_get: {
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
    my_reviews_user_service_my_reviews_get: {
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
                    "application/json": components["schemas"]["ReviewedOrdersOut"];
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
    confirm_user_service_newsletter_confirm_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Confirmed"];
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
    unsubscribe_user_service_newsletter_unsubscribe_post: {
        parameters: {
            query: {
                /** @description Tokenul din linkul de dezabonare. */
                token: string;
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
                    "application/json": components["schemas"]["NewsletterAnswer"];
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
    order_status_user_service_order_status__order_number__get: {
        parameters: {
            query?: {
                /** @description The same secret in the address, for older links and clients; logged redacted. */
                cheie?: string | null;
            };
            header?: {
                /** @description The follow link's secret (its `cheie`): the shop's pages send it here. */
                "X-Order-Key"?: string | null;
            };
            path: {
                order_number: string;
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
                    "application/json": components["schemas"]["CustomerOrderDetailOut"];
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
    pay_by_card_user_service_orders__order_number__card_payment_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description The follow link's secret (as for `/order-status`); or sign in as the order's owner. */
                "X-Order-Key"?: string | null;
            };
            path: {
                order_number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardPaymentIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardPaymentResultOut"];
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
            /** @description Cardul a fost refuzat de bancă. Încercați alt card. */
            402: {
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
            /** @description Comanda nu mai așteaptă plata, sau timpul pentru plată a expirat. */
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
            /** @description Prea multe încercări de plată nereușite pentru comandă, sau prea multe carduri refuzate clientului. */
            429: {
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
    check_card_payment_user_service_orders__order_number__card_payment_check_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description The follow link's secret (as for `/order-status`); or sign in as the order's owner. */
                "X-Order-Key"?: string | null;
            };
            path: {
                order_number: string;
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
                    "application/json": components["schemas"]["CardPaymentResultOut"];
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
            /** @description Resursa cerută nu există. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Comanda nu se plătește online cu cardul. */
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
    order_invoice_pdf_user_service_orders__order_number__invoice_pdf_get: {
        parameters: {
            query?: {
                /** @description The same secret in the address, for a plain download link; logged redacted. */
                cheie?: string | null;
            };
            header?: {
                /** @description The follow link's secret (as for `/order-status`); or sign in as the owner. */
                "X-Order-Key"?: string | null;
            };
            path: {
                order_number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Factura. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
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
            /** @description Comanda nu a fost găsită, sau factura nu a fost emisă încă. */
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
    payments_config_user_service_payments_config_get: {
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
                    "application/json": components["schemas"]["PaymentsConfigOut"];
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
    stripe_webhook_user_service_payments_webhook_post: {
        parameters: {
            query?: never;
            header?: {
                "Stripe-Signature"?: string | null;
            };
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
                    "application/json": components["schemas"]["WebhookReceivedOut"];
                };
            };
            /** @description Semnătura evenimentului de plată nu este validă. */
            400: {
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
            /** @description Stripe nu a răspuns: Stripe retrimite evenimentul. */
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
    place_order_user_service_place_order_post: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceOrderIn"];
            };
        };
        responses: {
            /** @description Comanda făcută deja cu același Idempotency-Key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedOrderOut"];
                };
            };
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedOrderOut"];
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
            /** @description Stoc insuficient, capacitatea zilei atinsă, prea multe comenzi în așteptare pentru aceeași zi de la același client, sau Idempotency-Key folosit deja pentru altă comandă. */
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
            /** @description Prea multe comenzi fără cont de la același client sau pentru același e-mail într-un timp scurt. */
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
    price_cart_user_service_price_cart_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartQuoteIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartQuoteOut"];
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
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Prea multe coduri de cupon încercate de la același client într-un timp scurt. */
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
    promotions_user_service_promotions_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Răspunsul, cu ETag; 304 dacă If-None-Match se potrivește. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionOut"][];
                };
            };
            /** @description Copia browserului (If-None-Match) este încă actuală; fără corp. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    readyz_user_service_readyz_get: {
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
    register_user_service_register_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Registration"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSession"];
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
            /** @description Datele trimise nu sunt valide: `errors` spune, pentru fiecare câmp, ce trebuie corectat. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Prea multe cereri într-un timp scurt. Vă rugăm să încercați din nou peste N minute. */
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
    reset_password_user_service_reset_password_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordReset"];
            };
        };
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
            /** @description Linkul de resetare nu este valid sau a expirat. */
            400: {
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
    delivery_zone_user_service_restaurant_delivery_zone_get: {
        parameters: {
            query?: {
                /** @description Localitatea adresei. */
                city?: string | null;
                /** @description Codul poștal al adresei. */
                postalCode?: string | null;
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
                    "application/json": components["schemas"]["DeliveryZoneOut"];
                };
            };
            /** @description Nu livrăm la adresa aleasă. Livrăm doar în: … */
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
    delivery_zones_user_service_restaurant_delivery_zones_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Răspunsul, cu ETag; 304 dacă If-None-Match se potrivește. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryZoneOut"][];
                };
            };
            /** @description Copia browserului (If-None-Match) este încă actuală; fără corp. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    fetch_information_user_service_restaurant_fetch_information_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Răspunsul, cu ETag; 304 dacă If-None-Match se potrivește. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessInformation"];
                };
            };
            /** @description Copia browserului (If-None-Match) este încă actuală; fără corp. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    last_key_user_service_restaurant_last_key_get: {
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
                    "application/json": components["schemas"]["LastKey"];
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
    published_reviews_user_service_reviews_get: {
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
                    "application/json": components["schemas"]["PublicReviewsOut"];
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
    send_reset_password_mail_user_service_send_reset_password_mail_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetMailRequest"];
            };
        };
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
            /** @description Corpul cererii nu poate fi citit: nu este JSON (sau formular) valid, ori lipsește. */
            400: {
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
            /** @description Prea multe cereri într-un timp scurt. Vă rugăm să încercați din nou peste N minute. */
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
    menu_photos_user_service_seo_menu_photos_get: {
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
                    "text/html": string;
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
    product_body_user_service_seo_product_body__product_id__get: {
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
                    "text/html": string;
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
    product_head_user_service_seo_product_head__product_id__get: {
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
                    "text/html": string;
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
    sitemap_user_service_seo_sitemap_xml_get: {
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
                    "application/xml": unknown;
                };
            };
            /** @description Neschimbat de la ultima citire. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    sign_out_everywhere_user_service_sign_out_everywhere_post: {
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
    subscribe_user_service_subscribe_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscribeIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterAnswer"];
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
    update_user_addresses_user_service_update_user_addresses_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressUpdate"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressInformation"];
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
            /** @description Contul nu mai există. */
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
    update_user_profile_user_service_update_user_profile_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdate"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactInformation"];
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
            /** @description Contul nu mai există. */
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
    user_address_information_user_service_user_address_information_get: {
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
                    "application/json": components["schemas"]["AddressInformation"];
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
            /** @description Contul nu mai există. */
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
    user_contact_information_user_service_user_contact_information_get: {
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
                    "application/json": components["schemas"]["ContactInformation"];
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
            /** @description Contul nu mai există. */
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
    write_review_user_service_write_review_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSentOut"];
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
}
