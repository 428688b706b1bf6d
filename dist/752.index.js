export const id = 752;
export const ids = [752];
export const modules = {

/***/ 8752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _frameworks_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6260);
/* harmony import */ var _code_parsers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1736);
/* harmony import */ var _extraction_pool_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9928);




/**
 * One file's extraction, as the main thread does it in-process (docs/architecture.md,
 * "Incremental extraction"). Options hold functions, which no message can carry: they are built here as the main thread
 * builds them (`extractOptionsEachWay`), and chosen by the flag sent with the file.
 */
async function extractJob(job) {
    optionsFor ??= (0,_frameworks_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .extractOptionsEachWay */ .EN)();
    return (0,_extraction_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .runExtractionJob */ .Cp)(job, _code_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .parsersForFile */ .CY, optionsFor);
}
let optionsFor;
/**
 * Answers the jobs the pool posts (`extraction-pool.ts`) until it terminates the thread. Called once,
 * as this module loads: a worker starts on this file (from source) or on the bundle, which loads it.
 */
function serveExtraction() {
    if (!(0,_extraction_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .isExtractionWorker */ .EQ)())
        return;
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort;
    const data = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData;
    const fault = data.fault;
    const done = data[_extraction_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .JOBS_DONE */ .oc];
    const answer = (message) => {
        // Counted before the answer is posted: the pool reads the count without waiting for answers.
        if (done)
            Atomics.add(done, 0, 1);
        port.postMessage(message);
    };
    port.on('message', (message) => {
        // A test's way to see that the pool survives a worker that fails (test/pipeline/extraction-pool.test.ts).
        if (fault === 'exit')
            process.exit(3);
        if (fault === 'throw')
            throw new Error('extraction worker fault injected for a test');
        extractJob(message.job).then((content) => answer({ id: message.id, content }), (error) => answer({ id: message.id, error: String(error?.message ?? error) }));
    });
}
serveExtraction();


/***/ })

};
