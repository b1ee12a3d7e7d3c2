package dev.rbench.infra.mongo;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A MongoDB connection string fit to print or store: the password in the user info becomes
 * {@code ***} ({@code mongodb://user:***@host/db?…}), and so do the values of query options that
 * carry secrets (any name containing password, pwd, secret, token or key, and AWS_SESSION_TOKEN in
 * authMechanismProperties). Works on {@code mongodb+srv://} and on text that is not a URI at all;
 * never throws. When unsure where the user info ends (an unencoded '/' or '?' in a password), it
 * redacts too much rather than too little.
 */
public final class RedactedUri {

    public static final String MASK = "***";

    /** Characters of a host list: names, IPv4/IPv6 literals, ports, commas between hosts. */
    private static final Pattern HOSTS = Pattern.compile("[A-Za-z0-9.\\-_:,\\[\\]%]+");

    private RedactedUri() {
    }

    public static String redact(String uri) {
        if (uri == null) {
            return "";
        }
        try {
            int schemeEnd = uri.indexOf("://");
            String scheme = schemeEnd < 0 ? "" : uri.substring(0, schemeEnd + 3);
            String rest = schemeEnd < 0 ? uri : uri.substring(schemeEnd + 3);
            int at = userInfoEnd(rest);
            if (at < 0) {
                return scheme + redactQuery(rest);
            }
            String userInfo = rest.substring(0, at);
            String afterAt = rest.substring(at);
            int colon = userInfo.indexOf(':');
            String user = colon < 0 ? userInfo : userInfo.substring(0, colon) + ":" + MASK;
            return scheme + user + redactQuery(afterAt);
        } catch (RuntimeException e) {
            // Unreachable by design; if it happens, show nothing of the input.
            return MASK;
        }
    }

    /**
     * Where the user info ends: the last '@' before the first '/' or '?' (a well-formed URI, '@'
     * allowed in the password); failing that, the last '@' followed by something host-like, since
     * the password may hold an unencoded '/' or '?'. -1 when there is no user info.
     */
    private static int userInfoEnd(String rest) {
        int authorityEnd = firstOf(rest, '/', '?');
        int at = rest.lastIndexOf('@', authorityEnd - 1);
        if (at >= 0) {
            return at;
        }
        for (int i = rest.lastIndexOf('@'); i >= 0; i = rest.lastIndexOf('@', i - 1)) {
            String tail = rest.substring(i + 1);
            String hosts = tail.substring(0, firstOf(tail, '/', '?'));
            // Only a candidate with a ':' could hide a password; '@' in a query value alone is harmless.
            if (HOSTS.matcher(hosts).matches() && rest.substring(0, i).contains(":")) {
                return i;
            }
        }
        return -1;
    }

    private static String redactQuery(String hostsPathQuery) {
        int q = hostsPathQuery.indexOf('?');
        if (q < 0) {
            return hostsPathQuery;
        }
        StringBuilder out = new StringBuilder(hostsPathQuery.substring(0, q + 1));
        String[] options = hostsPathQuery.substring(q + 1).split("&", -1);
        for (int i = 0; i < options.length; i++) {
            out.append(i == 0 ? "" : "&").append(redactOption(options[i]));
        }
        return out.toString();
    }

    private static String redactOption(String option) {
        int eq = option.indexOf('=');
        if (eq < 0) {
            return option;
        }
        String name = option.substring(0, eq);
        String value = option.substring(eq + 1);
        if (isSecretName(name)) {
            return name + "=" + MASK;
        }
        if (name.equalsIgnoreCase("authMechanismProperties")) {
            return name + "=" + redactProperties(value);
        }
        return option;
    }

    /** {@code SERVICE_NAME:mongodb,AWS_SESSION_TOKEN:abc} → {@code SERVICE_NAME:mongodb,AWS_SESSION_TOKEN:***}. */
    private static String redactProperties(String value) {
        String[] pairs = value.split(",", -1);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < pairs.length; i++) {
            int colon = pairs[i].indexOf(':');
            String key = colon < 0 ? pairs[i] : pairs[i].substring(0, colon);
            out.append(i == 0 ? "" : ",").append(colon >= 0 && isSecretName(key) ? key + ":" + MASK : pairs[i]);
        }
        return out.toString();
    }

    private static boolean isSecretName(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return n.contains("password") || n.contains("pwd") || n.contains("secret") || n.contains("token") || n.contains("key");
    }

    private static int firstOf(String s, char a, char b) {
        int i = s.indexOf(a);
        int j = s.indexOf(b);
        if (i < 0) {
            return j < 0 ? s.length() : j;
        }
        return j < 0 ? i : Math.min(i, j);
    }
}
