#include "controls/modelgroup.h"

#include "catalog/hfconfigimport.h"

#include "catalog/sizesynthesis.h"
#include "controls/controlbuilders.h"
#include "controls/controlutil.h"
#include "controls/logslider.h"
#include "document/scenariodocument.h"
#include "widgets/livelabel.h"

#include <QComboBox>
#include <QCompleter>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>

namespace gpusizer::ui {

namespace {

double parameterBillions(const core::Architecture &model)
{
    if (model.publishedParamsB > 0)
        return model.publishedParamsB;
    return core::countParameters(model).total / 1e9;
}

QString billionsText(double billions)
{
    const int decimals = billions < 10 ? (billions < 1 ? 2 : 1) : 0;
    return QLocale().toString(billions, 'f', decimals) + QStringLiteral(" B");
}

} // namespace

ModelGroup::ModelGroup(ScenarioDocument *document, QWidget *parent)
    : QGroupBox(parent)
    , m_document(document)
    , m_presetLabel(new QLabel(this))
    , m_preset(new QComboBox(this))
    , m_sizeLabel(new QLabel(this))
    , m_size(new LogSlider(0.1, 1000.0, 4 * 100, this))
    , m_sizeValue(new LiveLabel(this))
    , m_details(new LiveLabel(this))
    , m_import(new QPushButton(this))
{
    setObjectName(QStringLiteral("modelGroup"));
    m_preset->setObjectName(QStringLiteral("modelPreset"));
    m_size->setObjectName(QStringLiteral("modelSize"));
    m_sizeValue->setObjectName(QStringLiteral("modelSizeValue"));
    m_import->setObjectName(QStringLiteral("importConfig"));

    m_preset->setEditable(true);
    m_preset->setInsertPolicy(QComboBox::NoInsert);
    m_preset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_preset->setMinimumContentsLength(12);
    m_preset->completer()->setFilterMode(Qt::MatchContains);
    m_preset->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_preset->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    m_preset->addItem(QString(), QString()); // index 0: the current custom model
    for (const core::Architecture &model : document->modelCatalog().models())
        m_preset->addItem(QString::fromStdString(model.displayName), QString::fromStdString(model.id));

    m_sizeValue->setMinimumWidth(m_sizeValue->fontMetrics().horizontalAdvance(QStringLiteral("1,000 B")));
    m_sizeValue->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_details->setWordWrap(true);
    m_details->setForegroundRole(QPalette::PlaceholderText);

    auto *form = new QFormLayout(this);
    controlutil::addBuddyRow(form, m_presetLabel, m_preset);
    controlutil::addBuddyRow(form, m_sizeLabel, controlutil::rowOf({m_size, m_sizeValue}, m_size), m_size);
    form->addRow(m_details);
    form->addRow(m_import);

    connect(m_preset, &QComboBox::currentIndexChanged, this, &ModelGroup::applyPreset);
    connect(m_size, &LogSlider::logValueChanged, this, &ModelGroup::applySize);
    connect(m_size, &QSlider::sliderReleased, document, &ScenarioDocument::sealEdits);
    connect(m_import, &QPushButton::clicked, this, &ModelGroup::importConfigRequested);
    connect(document, &ScenarioDocument::scenarioChanged, this, &ModelGroup::updateFromScenario);
    retranslateUi();
}

ModelGroup::~ModelGroup() = default;

void ModelGroup::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void ModelGroup::retranslateUi()
{
    setTitle(tr("Model"));
    m_presetLabel->setText(tr("Mo&del"));
    m_sizeLabel->setText(tr("Si&ze"));
    m_import->setText(tr("&Import config.json\u2026"));
    m_preset->setAccessibleName(tr("Model preset"));
    m_preset->setToolTip(tr("Type to search the presets by name"));
    m_size->setAccessibleName(tr("Model size in billions of parameters"));
    m_size->setToolTip(tr("Any size from 0.1 to 1,000 billion parameters: a plausible dense architecture "
                          "is derived from real model families"));
    m_import->setToolTip(tr("Read the architecture from a Hugging Face config.json (or drop one on the window)"));
    updateFromScenario();
}

void ModelGroup::updateFromScenario()
{
    const core::Architecture &model = m_document->scenario().model;
    const double billions = parameterBillions(model);
    const QSignalBlocker blockPreset(m_preset);
    const QSignalBlocker blockSize(m_size);
    const int index = model.id.empty() ? -1 : m_preset->findData(QString::fromStdString(model.id));
    const QString name = QString::fromStdString(model.displayName);
    if (index > 0) {
        m_preset->setItemText(0, tr("Custom size"));
        m_preset->setCurrentIndex(index);
    } else {
        m_preset->setItemText(0, name.isEmpty() ? tr("Custom (%1)").arg(billionsText(billions)) : name);
        m_preset->setCurrentIndex(0);
    }
    m_preset->setEditText(m_preset->currentText());
    if (!m_size->isSliderDown()) // never move the handle under the user's mouse
        m_size->setLogValue(billions);
    m_sizeValue->setText(billionsText(billions));
    const QLocale locale;
    QString details = tr("%1 layers \u00b7 hidden %2 \u00b7 %3 heads (%4 KV)")
                          .arg(locale.toString(model.layers), locale.toString(model.hidden),
                               locale.toString(model.heads), locale.toString(model.kvHeads));
    if (model.isMoE())
        details += tr(" \u00b7 %1 experts, %2 active").arg(locale.toString(model.experts),
                                                           locale.toString(model.expertsPerToken));
    m_details->setText(details);
    m_details->setToolTip(QString::fromStdString(model.source));
}

void ModelGroup::applyPreset(int index)
{
    const QString id = m_preset->itemData(index).toString();
    const core::Architecture *preset = id.isEmpty() ? nullptr : m_document->modelCatalog().find(id.toStdString());
    if (preset == nullptr)
        return;
    m_document->applyEdit(tr("Choose model %1").arg(m_preset->itemText(index)),
                          [preset](core::Scenario &s) { s.model = *preset; });
}

namespace {

// The question a test set, else a message box.
ModelGroup::ReplaceImported &customQuestion()
{
    static ModelGroup::ReplaceImported question;
    return question;
}

bool askReplaceImported(QWidget *parent, const QString &name)
{
    if (const ModelGroup::ReplaceImported &custom = customQuestion())
        return custom(parent, name);
    return QMessageBox::question(parent, ModelGroup::tr("Replace the Imported Model?"),
                                 ModelGroup::tr("%1 was read from its config.json. Another size replaces it by a "
                                                "dense model derived from real model families: its layers, heads "
                                                "and experts are not kept. (Undo brings it back.)")
                                     .arg(name),
                                 QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
        == QMessageBox::Yes;
}

} // namespace

void ModelGroup::setReplaceImportedQuestion(ReplaceImported question)
{
    customQuestion() = std::move(question);  // empty: the message box again
}

void ModelGroup::applySize(double billions)
{
    // An imported architecture is not replaced without a word (issue #28): ask first, and keep it
    // (the handle back where it was) when the answer is no.
    if (const core::Architecture &model = m_document->scenario().model; core::isImportedArchitecture(model)) {
        m_size->setSliderDown(false);  // a drag ends here; the question takes the mouse
        if (!askReplaceImported(this, QString::fromStdString(model.displayName))) {
            updateFromScenario();
            return;
        }
    }
    m_sizeValue->setText(billionsText(billions));
    m_document->applyEdit(tr("Change model size"),
                          [billions](core::Scenario &s) { s.model = core::synthesiseArchitecture(billions); },
                          controlutil::ModelSizeEdit);
}

} // namespace gpusizer::ui
