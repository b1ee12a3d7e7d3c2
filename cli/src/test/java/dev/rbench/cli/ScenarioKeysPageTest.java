package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.runner.scenario.ScenarioBuilder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ScenarioKeysPageTest {

    private static final Path PAGE = Path.of("..", "docs", "guide", "scenario-keys.md");

    @Test
    void theCommittedPageIsTheOneTheKeysDeclarationsDraw() throws IOException {
        String committed = Files.readString(PAGE, StandardCharsets.UTF_8);
        assertThat(committed)
                .as("docs/guide/scenario-keys.md is stale: a scenario key was added, removed or re-described. Regenerate it"
                        + " from the project root with: " + ScenarioKeysPage.REGENERATE)
                .isEqualTo(ScenarioKeysPage.render());
    }

    @Test
    void everyDeclaredKeyHasARowWithItsDefault() {
        String page = ScenarioKeysPage.render();
        ScenarioBuilder.keys().forEach(k -> assertThat(page).contains("| `" + k.path() + "` | `"));
    }
}
