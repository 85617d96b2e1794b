#pragma once

#include <QPushButton>

class QLabel;

namespace gpusizer::ui {

// A flat push button whose text wraps at word boundaries instead of being cut: as tall as its
// text needs at the width its layout gives it (height for width), never wider than that. The
// text shows in a word-wrapped label inside; text() is the whole text as set.
class WrappingButton final : public QPushButton
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WrappingButton)
public:
    explicit WrappingButton(QWidget *parent = nullptr);
    ~WrappingButton() override;

    // Sets the button's text (QPushButton::setText is not virtual).
    void setWrappedText(const QString &text);
    // The label that shows the text (tests).
    QLabel *label() const { return m_label; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QLabel *m_label;
};

} // namespace gpusizer::ui
