package dev.rbench.jmeter;

/** JMeter could not be found, started or read; the message says which engine, file or column and what to do. */
public class JmeterException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public JmeterException(String message) {
        super(message);
    }

    public JmeterException(String message, Throwable cause) {
        super(message, cause);
    }
}
