package dev.rbench.runner.phase.output;

/** The results folder cannot be written: the run stops, its services are stopped, the message says where and why. */
public final class ResultsNotWritableException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ResultsNotWritableException(java.nio.file.Path dir, Exception cause) {
        super("cannot write results to " + dir + ": " + describe(cause), cause);
    }

    private static String describe(Exception cause) {
        String kind = cause.getClass().getSimpleName().replace("Exception", "").replaceAll("([a-z])([A-Z])", "$1 $2");
        return cause.getMessage() == null ? kind : kind + " " + cause.getMessage();
    }
}
