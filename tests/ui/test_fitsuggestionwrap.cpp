// "What makes it fit" in the narrow recommendations column (issue #16): each suggestion wraps
// within the panel instead of being cut on the right, at 1366 × 768 in every language.
#include "document/scenariodocument.h"
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "panels/recommendationpanel.h"
#include "widgets/wrappingbutton.h"

#include <QApplication>
#include <QLabel>
#include <QPushButton>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;

namespace {

// Llama 3.1 70B fully fine-tuned on one H100: far from fitting, so every kind of suggestion.
core::Scenario tooLarge()
{
    core::Scenario s = ScenarioDocument::defaultScenario(core::ModelCatalog::builtIn());
    s.model = *core::ModelCatalog::builtIn().find("llama-3.1-70b");
    s.method = core::Method::Full;
    s.optimizer = core::Optimizer::AdamW;
    s.gpuId = "h100-sxm";
    s.parallel.gpus = 1;
    return s;
}

class SuggestionWrap : public ::testing::TestWithParam<const char *>
{
};

TEST_P(SuggestionWrap, EverySuggestionShowsWholeInTheLaptopWindow)
{
    LanguageManager languages;
    ASSERT_TRUE(languages.setLanguage(QString::fromLatin1(GetParam())));
    {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        window.document()->newScenario(tooLarge());
        window.document()->flush();
        QApplication::processEvents();
        auto *panel = window.findChild<RecommendationPanel *>(QStringLiteral("recommendations"));
        ASSERT_NE(panel, nullptr);
        const QList<QPushButton *> buttons = panel->suggestionButtons();
        ASSERT_GE(buttons.size(), 2);
        const QRect panelRect = panel->rect();
        bool wrapped = false;
        for (QPushButton *button : buttons) {
            auto *wrapping = qobject_cast<WrappingButton *>(button);
            ASSERT_NE(wrapping, nullptr);
            const QLabel *label = wrapping->label();
            // The whole text, no "…", wrapping at word boundaries within the panel.
            EXPECT_TRUE(label->wordWrap());
            EXPECT_EQ(label->text(), button->text());
            EXPECT_FALSE(label->text().contains(QChar(0x2026)));
            const QRect inPanel(button->mapTo(panel, QPoint(0, 0)), button->size());
            EXPECT_TRUE(panelRect.contains(inPanel)) << button->text().toStdString();
            EXPECT_LE(label->heightForWidth(label->width()), label->height()) << button->text().toStdString();
            EXPECT_GE(label->width(), label->minimumSizeHint().width()) << button->text().toStdString();
            wrapped |= label->height() > 1.5 * label->fontMetrics().height();
        }
        // At this width at least one suggestion needs a second line (it was cut before).
        EXPECT_TRUE(wrapped);
    }
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
}

INSTANTIATE_TEST_SUITE_P(AllLanguages, SuggestionWrap, ::testing::Values("en", "nb", "de"));

} // namespace
