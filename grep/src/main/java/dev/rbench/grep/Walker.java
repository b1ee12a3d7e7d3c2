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
import java.util.function.Consumer;

/**
 * The files {@code grep -r} reads: each path on the command line (a symbolic link there is followed), and inside
 * a directory every regular file, recursively; symbolic links, devices, FIFOs and sockets found inside are
 * skipped, as grep -r does, so a link loop in the tree is never entered.
 */
final class Walker {

    private final BiConsumer<String, IOException> errors;
    private boolean directoryOperand;

    /** {@code errors} gets what could not be listed, with the path as grep would print it. */
    Walker(BiConsumer<String, IOException> errors) {
        this.errors = errors;
    }

    /** Every file below {@code paths}, in the order found: for a run whose files take turns in path order. */
    List<Path> walk(List<String> paths) {
        List<Path> files = new ArrayList<>();
        List<Path> directories = new ArrayList<>();
        operands(paths, directories::add, files::add);
        for (Path dir : directories) {
            walkBelow(dir, files);
        }
        return files;
    }

    private void walkBelow(Path dir, List<Path> files) {
        List<Path> below = new ArrayList<>();
        list(dir, below::add, files::add);
        for (Path sub : below) {
            walkBelow(sub, files);
        }
    }

    /**
     * The operands on the command line, in order: a folder (a symbolic link to one too) to {@code directories},
     * anything else to {@code files} (opened as given, as grep does with a FIFO or a device named there).
     */
    void operands(List<String> paths, Consumer<Path> directories, Consumer<Path> files) {
        for (String arg : paths) {
            Path path = Path.of(arg);
            try {
                if (Files.readAttributes(path, BasicFileAttributes.class).isDirectory()) {
                    directoryOperand = true;
                    directories.accept(path);
                } else {
                    files.accept(path);
                }
            } catch (IOException e) {
                errors.accept(arg, e);
            }
        }
    }

    /** Whether grep prefixes lines with the path (once the operands are read): more than one, or a folder among them. */
    boolean namesFiles(List<String> paths) {
        return paths.size() > 1 || directoryOperand;
    }

    /**
     * One folder's entries, not recursively: its folders to {@code directories}, its regular files to {@code files};
     * symbolic links and special files are left out. Safe to call from several threads at once.
     */
    void list(Path dir, Consumer<Path> directories, Consumer<Path> files) {
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
                    directories.accept(entry);
                } else if (attributes.isRegularFile()) {
                    files.accept(entry);
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
