package dev.rbench.grep;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * The files {@code grep -r} reads: each path on the command line (a symbolic link there is followed), and inside
 * a directory every regular file, recursively; symbolic links, devices, FIFOs and sockets found inside are
 * skipped, as grep -r does, so a link loop in the tree is never entered.
 */
final class Walker {

    private final BiConsumer<String, IOException> errors;
    private final List<Path> files = new ArrayList<>();
    private boolean directoryOperand;

    /** {@code errors} gets what could not be listed, with the path as grep would print it. */
    Walker(BiConsumer<String, IOException> errors) {
        this.errors = errors;
    }

    List<Path> walk(List<String> paths) {
        for (String arg : paths) {
            Path path = Path.of(arg);
            try {
                if (Files.readAttributes(path, BasicFileAttributes.class).isDirectory()) {
                    directoryOperand = true;
                    directory(path);
                } else {
                    files.add(path);
                }
            } catch (IOException e) {
                errors.accept(arg, e);
            }
        }
        return files;
    }

    /** Whether grep prefixes lines with the path: more than one operand, or a folder among them. */
    boolean namesFiles(List<String> paths) {
        return paths.size() > 1 || directoryOperand;
    }

    private void directory(Path dir) {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            for (Path entry : entries) {
                BasicFileAttributes attributes;
                try {
                    attributes = Files.readAttributes(entry, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                } catch (IOException e) {
                    errors.accept(entry.toString(), e);
                    continue;
                }
                if (attributes.isDirectory()) {
                    directory(entry);
                } else if (attributes.isRegularFile()) {
                    files.add(entry);
                }
            }
        } catch (IOException | java.nio.file.DirectoryIteratorException e) {
            errors.accept(dir.toString(), e instanceof IOException io ? io : (IOException) e.getCause());
        }
    }

    /** The C library's words for an I/O error, as grep prints them after the path. */
    static String reason(IOException e) {
        return switch (e) {
            case NoSuchFileException x -> "No such file or directory";
            case java.io.FileNotFoundException x when x.getMessage().endsWith(")") -> // java.io's "path (reason)"
                    x.getMessage().substring(x.getMessage().lastIndexOf(" (") + 2, x.getMessage().length() - 1);
            case AccessDeniedException x -> "Permission denied";
            case FileSystemException x when x.getReason() != null && x.getReason().startsWith("Too many levels of symbolic links") ->
                    "Too many levels of symbolic links";
            case FileSystemException x when x.getReason() != null -> x.getReason();
            default -> e.getMessage();
        };
    }
}
