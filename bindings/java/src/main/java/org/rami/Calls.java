package org.rami;

import com.sun.jna.Pointer;
import java.util.Map;

/** What every call into librami_c needs after it returns: strings taken, failures raised. */
final class Calls {
    private Calls() {}

    /**
     * Reads a {@code char*} the library returned as UTF-8 and frees it; a NULL return is a
     * failure, raised from this thread's last status and error.
     */
    static String take(Pointer text) {
        if (text == null) {
            throw lastFailure();
        }
        try {
            return text.getString(0, "UTF-8");
        } finally {
            RamiLibrary.C.rami_free(text);
        }
    }

    /** Raises the failure a non-zero status reports; does nothing for RAMI_OK. */
    static void check(int status) {
        if (status != RamiLibrary.RAMI_OK) {
            throw failure(status);
        }
    }

    /** The exception for this thread's last error, with the status the call returned. */
    static RamiException failure(int status) {
        Map<String, String> error = lastError();
        String code = error.getOrDefault("code", "internal");
        String rule = error.getOrDefault("rule", "format");
        String message = error.getOrDefault("message", "");
        return switch (status) {
            case RamiLibrary.RAMI_REFUSED -> new RuleException(code, rule, message);
            case RamiLibrary.RAMI_MALFORMED -> new MalformedInputException(code, rule, message);
            default -> new RamiException(status, code, rule, message);
        };
    }

    /**
     * The exception for a function that returned NULL or -1 rather than a status: the status is
     * this thread's {@code rami_last_status}, read right after the call. The error's rule would not
     * tell it: a state whose cards are not the deck is malformed input with rule R1.
     */
    static RamiException lastFailure() {
        int status = RamiLibrary.C.rami_last_status();
        // RAMI_OK after a failed call would be the library's fault: an internal failure.
        return failure(status == RamiLibrary.RAMI_OK ? RamiLibrary.RAMI_INTERNAL : status);
    }

    private static Map<String, String> lastError() {
        String text = RamiLibrary.C.rami_last_error();
        try {
            return ErrorDocument.parse(text);
        } catch (IllegalArgumentException unreadable) {
            // Never expected from the library; keep the text rather than lose it.
            return Map.of("code", "internal", "rule", "format", "message", "unreadable error: " + text);
        }
    }
}
