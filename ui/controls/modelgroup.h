#pragma once

#include <QGroupBox>

#include <functional>

class QComboBox;
class QLabel;
class QPushButton;

namespace gpusizer::ui {

class LiveLabel;

class LogSlider;
class ScenarioDocument;

// Model: a searchable preset list, a log-scale size slider (0.1 .. 1,000 B parameters) that
// synthesises a plausible architecture, and the import of a Hugging Face config.json.
class ModelGroup final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModelGroup)
public:
    explicit ModelGroup(ScenarioDocument *document, QWidget *parent = nullptr);
    ~ModelGroup() override;


signals:
    void importConfigRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateFromScenario();
    void applyPreset(int index);
    void applySize(double billions);

public:
    // Asks whether an imported architecture may be replaced by a synthesised one of another
    // size (the size slider cannot scale a config.json's shape); a message box unless a test
    // sets another.
    using ReplaceImported = std::function<bool(QWidget *parent, const QString &modelName)>;
    static void setReplaceImportedQuestion(ReplaceImported question);

private:

    ScenarioDocument *m_document;
    QLabel *m_presetLabel;
    QComboBox *m_preset;
    QLabel *m_sizeLabel;
    LogSlider *m_size;
    LiveLabel *m_sizeValue;
    LiveLabel *m_details;
    QPushButton *m_import;
};

} // namespace gpusizer::ui
