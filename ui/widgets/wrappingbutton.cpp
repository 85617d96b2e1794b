#include "widgets/wrappingbutton.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyleOptionButton>
#include <QStylePainter>

namespace gpusizer::ui {

namespace {
constexpr int kHorizontalPadding = 6;
constexpr int kVerticalPadding = 2;
} // namespace

WrappingButton::WrappingButton(QWidget *parent)
    : QPushButton(parent)
    , m_label(new QLabel(this))
{
    setFlat(true);
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_label->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    // Clicks, hover and focus belong to the button.
    m_label->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_label->setFocusPolicy(Qt::NoFocus);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(kHorizontalPadding, kVerticalPadding, kHorizontalPadding, kVerticalPadding);
    layout->addWidget(m_label);
    // Any width the panel gives (the text wraps), the height the text then needs.
    QSizePolicy policy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

WrappingButton::~WrappingButton() = default;

void WrappingButton::setWrappedText(const QString &text)
{
    if (text == QPushButton::text())
        return;
    setText(text);
    m_label->setText(text);
    updateGeometry();
}

QSize WrappingButton::sizeHint() const
{
    return layout()->totalSizeHint();
}

QSize WrappingButton::minimumSizeHint() const
{
    // As narrow as the longest word; the height of one line.
    return layout()->totalMinimumSize();
}

int WrappingButton::heightForWidth(int width) const
{
    return layout()->totalHeightForWidth(width);
}

void WrappingButton::paintEvent(QPaintEvent *)
{
    // The button's panel (flat: only when pressed or hovered) and focus frame; the label draws
    // the text.
    QStylePainter painter(this);
    QStyleOptionButton option;
    initStyleOption(&option);
    option.text.clear();
    painter.drawControl(QStyle::CE_PushButton, option);
}

} // namespace gpusizer::ui
