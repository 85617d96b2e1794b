// Options compared show every input that differs (issue #29 point 6): a pinned option that
// changed the micro-batch, the checkpointing, the sharding, a price or any other field of the
// scenario shows it in a highlighted row of its own, and the rows of the model, the method and
// the GPUs are highlighted where theirs differ.
#include "catalog/modelcatalog.h"
#include "document/pinnedoptions.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "optionsview.h"
#include "panels/optionrows.h"
#include "panels/optionspanel.h"
#include "panels/optionstablemodel.h"
#include "text/displayformat.h"
#include "text/enumtext.h"
#include "text/scenarioinputs.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QFont>
#include <QLocale>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;

namespace {

class OptionInputsTest : public ::testing::Test {
protected:
    void SetUp() override { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void TearDown() override { QLocale::setDefault(QLocale::system()); }
};

core::Scenario base()
{
    core::Scenario s;
    s.model = *core::ModelCatalog::builtIn().find("llama-3.1-8b");
    s.method = core::Method::LoRA;
    s.gpuId = "h100-sxm";
    s.microBatch = 4;
    return s;
}

QStringList keysOf(const std::vector<scenarioinputs::DifferingInput> &inputs)
{
    QStringList keys;
    for (const auto &input : inputs)
        keys << input.key;
    return keys;
}

TEST_F(OptionInputsTest, EveryDifferingFieldIsFoundInTheOrderOfTheControls)
{
    core::Scenario a = base();
    core::Scenario b = base();
    b.microBatch = 8;
    b.checkpointing = core::Checkpointing::Full;
    b.parallel.sharding = core::Sharding::FSDP;
    b.prices.pinned["h100-sxm"].rentPerGpuHour = 3.5;
    b.report.customer = "ACME";
    const auto inputs = scenarioinputs::differingInputs({a, b});
    EXPECT_EQ(keysOf(inputs), (QStringList{QStringLiteral("micro_batch"), QStringLiteral("grad_ckpt"),
                                           QStringLiteral("cluster.sharding"),
                                           QStringLiteral("prices.pinned.h100-sxm.rent_per_gpu_hour"),
                                           QStringLiteral("report.customer")}));
    // The same scenario twice differs in nothing.
    EXPECT_TRUE(scenarioinputs::differingInputs({a, a}).empty());
}

TEST_F(OptionInputsTest, TitlesAndValuesAreTheControlsWords)
{
    core::Scenario a = base();
    core::Scenario b = base();
    b.microBatch = 8;
    b.checkpointing = core::Checkpointing::Full;
    b.prices.pinned["h100-sxm"].rentPerGpuHour = 3.5;
    const auto inputs = scenarioinputs::differingInputs({a, b});
    ASSERT_EQ(inputs.size(), 3u);
    EXPECT_EQ(scenarioinputs::title(inputs[0].key), QStringLiteral("Micro-batch"));
    EXPECT_EQ(scenarioinputs::valueText(inputs[0].key, inputs[0].values[0], a), QStringLiteral("4"));
    EXPECT_EQ(scenarioinputs::valueText(inputs[0].key, inputs[0].values[1], b), QStringLiteral("8"));
    EXPECT_EQ(scenarioinputs::title(inputs[1].key), QStringLiteral("Checkpointing"));
    EXPECT_EQ(scenarioinputs::valueText(inputs[1].key, inputs[1].values[0], a), enumtext::checkpointing(a.checkpointing));
    EXPECT_EQ(scenarioinputs::valueText(inputs[1].key, inputs[1].values[1], b), enumtext::checkpointing(core::Checkpointing::Full));
    // A price pinned in one option only: none in the other.
    EXPECT_EQ(scenarioinputs::title(inputs[2].key), QStringLiteral("Rent pinned for h100-sxm"));
    EXPECT_EQ(scenarioinputs::valueText(inputs[2].key, inputs[2].values[0], a), QStringLiteral("\u2013"));
    EXPECT_EQ(scenarioinputs::valueText(inputs[2].key, inputs[2].values[1], b), formatMoney(3.5, "USD", 2));
    // Lengths in tokens, a deadline in hours, a switch as yes or no.
    EXPECT_EQ(scenarioinputs::valueText(QStringLiteral("seq_len"), QJsonValue(4096), a), QStringLiteral("4,096 tokens"));
    EXPECT_EQ(scenarioinputs::valueText(QStringLiteral("requirements.deadline_hours"), QJsonValue(48.0), a),
              formatHours(48 * 3600.0));
    EXPECT_EQ(scenarioinputs::valueText(QStringLiteral("compiled"), QJsonValue(true), a), QStringLiteral("Yes"));
    // A field this version has no words for keeps its key.
    EXPECT_EQ(scenarioinputs::title(QStringLiteral("future.knob")), QStringLiteral("future.knob"));
}

TEST_F(OptionInputsTest, AModelOfTheSameNameShowsItsFieldsAnotherOnlyItsName)
{
    core::Scenario a = base();
    core::Scenario b = base();
    b.model.layers = 40;   // an edited import of the same model
    auto inputs = scenarioinputs::differingInputs({a, b});
    ASSERT_EQ(keysOf(inputs), QStringList{QStringLiteral("model.layers")});
    EXPECT_EQ(scenarioinputs::title(inputs[0].key), QStringLiteral("Model: layers"));
    EXPECT_TRUE(scenarioinputs::shownElsewhere(inputs[0].key));
    // Another model: its name says it (the Model row), not forty shape fields.
    b.model = *core::ModelCatalog::builtIn().find("llama-3.1-70b");
    inputs = scenarioinputs::differingInputs({a, b});
    ASSERT_FALSE(inputs.empty());
    EXPECT_EQ(inputs.front().key, QStringLiteral("model.name"));
    for (const auto &input : inputs)
        EXPECT_FALSE(input.key.startsWith(QLatin1String("model.")) && input.key != QLatin1String("model.name"))
            << input.key.toStdString();
}

TEST_F(OptionInputsTest, TheTableShowsAndHighlightsEveryDifferingInput)
{
    // Option B has twice the GPUs with FSDP and a larger micro-batch: the GPUs row and a row
    // for each of the other two, highlighted; the model's, method's and time's rows are not.
    PinnedOptions options;
    core::Scenario a = base();
    core::Scenario b = base();
    b.parallel.gpus = 2;
    b.parallel.sharding = core::Sharding::FSDP;
    b.microBatch = 8;
    options.pin(a);
    options.pin(b);
    OptionsTableModel model(&options);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setRows(optionRows(options.options(), core::GpuCatalog::builtIn()));
    const int fields = static_cast<int>(std::size(kOptionFields));
    ASSERT_EQ(model.inputRowCount(), 2);
    ASSERT_EQ(model.rowCount(), fields + 2);
    EXPECT_EQ(model.inputKey(fields), QStringLiteral("micro_batch"));
    EXPECT_EQ(model.inputKey(fields + 1), QStringLiteral("cluster.sharding"));
    EXPECT_EQ(model.headerData(fields, Qt::Vertical).toString(), QStringLiteral("Micro-batch"));
    EXPECT_EQ(model.headerData(fields + 1, Qt::Vertical).toString(), QStringLiteral("Sharding"));
    EXPECT_EQ(model.data(model.index(fields, 0)).toString(), QStringLiteral("4"));
    EXPECT_EQ(model.data(model.index(fields, 1)).toString(), QStringLiteral("8"));
    EXPECT_EQ(model.data(model.index(fields + 1, 1)).toString(), enumtext::sharding(core::Sharding::FSDP));
    const auto highlighted = [&model](int row) {
        return model.data(model.index(row, 0), Qt::BackgroundRole).canConvert<QBrush>()
            && model.headerData(row, Qt::Vertical, Qt::FontRole).value<QFont>().bold();
    };
    EXPECT_TRUE(highlighted(fields));
    EXPECT_TRUE(highlighted(fields + 1));
    EXPECT_TRUE(highlighted(static_cast<int>(OptionField::Gpus)));
    EXPECT_FALSE(highlighted(static_cast<int>(OptionField::Model)));
    EXPECT_FALSE(highlighted(static_cast<int>(OptionField::Method)));
    EXPECT_FALSE(highlighted(static_cast<int>(OptionField::Time)));
    EXPECT_FALSE(model.headerData(fields, Qt::Vertical, Qt::ToolTipRole).toString().isEmpty());
    // One option alone compares nothing.
    options.unpin(1);
    model.setRows(optionRows(options.options(), core::GpuCatalog::builtIn()));
    EXPECT_EQ(model.rowCount(), fields);
}

TEST_F(OptionInputsTest, AnInputChangedBeforeTheSecondPinShowsInTheWindow)
{
    // Issue #29: options whose micro-batch and checkpointing differed looked alike in the table.
    MainWindow window;
    ScenarioDocument *document = window.document();
    OptionsPanel *panel = window.options()->panel();
    document->applyEdit(QStringLiteral("Micro-batch"), [](core::Scenario &s) {
        s.microBatch = 2;
        s.checkpointing = core::Checkpointing::None;
    });
    document->flush();
    ASSERT_EQ(panel->pinCurrent(), PinnedOptions::PinResult::Pinned);
    document->applyEdit(QStringLiteral("Micro-batch"), [](core::Scenario &s) {
        s.microBatch = 4;
        s.checkpointing = core::Checkpointing::Full;
    });
    document->flush();
    ASSERT_EQ(panel->pinCurrent(), PinnedOptions::PinResult::Pinned);
    const OptionsTableModel *model = panel->model();
    QStringList titles;
    for (int row = static_cast<int>(std::size(kOptionFields)); row < model->rowCount(); ++row)
        titles << model->headerData(row, Qt::Vertical).toString();
    EXPECT_EQ(titles, (QStringList{QStringLiteral("Micro-batch"), QStringLiteral("Checkpointing")}));
    EXPECT_EQ(model->data(model->index(static_cast<int>(std::size(kOptionFields)), 0)).toString(), QStringLiteral("2"));
    EXPECT_EQ(model->data(model->index(static_cast<int>(std::size(kOptionFields)), 1)).toString(), QStringLiteral("4"));
}

} // namespace
