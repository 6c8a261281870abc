// The driver's page offline (docs/decisions/131): the arrival pass's worker, whose rules know
// both pages, served from here so that it may take the scope /driver (a worker's scope cannot
// be above its own folder).
importScripts('/dashboard/bookings/pass-sw.js');
