#include "widgets/livelabel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QPainter>
#include <QTextLine>
#include <QTextOption>

#include <cmath>

namespace gpusizer::ui {

LiveLabel::LiveLabel(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    // Opaque: a new text repaints this label only, not the group box or strip behind it.
    setAutoFillBackground(true);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    m_copy = new QAction(this);
    m_copy->setObjectName(QStringLiteral("copyText"));
    connect(m_copy, &QAction::triggered, this, [this] { QApplication::clipboard()->setText(m_text); });
    addAction(m_copy);
    m_copy->setText(tr("&Copy"));
    m_layout.setCacheEnabled(true);
}

void LiveLabel::setText(const QString &text)
{
    if (text == m_text)
        return;
    const int oldHeight = m_layoutValid ? m_layoutHeight : -1;
    // A left-aligned single line that keeps its beginning ("… 61 % used" -> "… 62 % used")
    // repaints from the first changed character on: fewer glyphs to draw per tick.
    qsizetype prefix = 0;
    while (prefix < text.size() && prefix < m_text.size() && text[prefix] == m_text[prefix])
        ++prefix;
    const bool leftAligned = (m_alignment & Qt::AlignHorizontal_Mask) == Qt::AlignLeft;
    const int innerNow = innerWidth(width());
    const bool oneLineBefore = m_layoutValid && m_layoutWidth == innerNow && m_layout.lineCount() == 1
                               && m_layout.lineAt(0).naturalTextWidth() <= innerNow;
    const qreal oldX = oneLineBefore ? m_layout.lineAt(0).cursorToX(static_cast<int>(prefix)) : 0.0;
    m_text = text;
    m_layoutValid = false;
    setAccessibleName(text);
    if (m_wordWrap) {
        // Room is the width the layout gave; only a change in the number of lines matters.
        layoutFor(innerWidth(width()));
        if (m_layoutHeight != oldHeight)
            requestGeometry();
    } else {
        const QTextLayout &layout = layoutFor(innerWidth(width()));
        if (layout.lineCount() > 0 && std::ceil(layout.lineAt(0).naturalTextWidth()) > m_hintTextWidth)
            requestGeometry();
    }
    const QTextLayout &now = layoutFor(innerNow);
    if (leftAligned && oneLineBefore && prefix > 0 && now.lineCount() == 1 && m_layoutHeight == oldHeight
        && now.lineAt(0).naturalTextWidth() <= innerNow) {
        const qreal x = std::min(oldX, now.lineAt(0).cursorToX(static_cast<int>(prefix)));
        const int left = contentsRect().left() + static_cast<int>(std::floor(x)) - 2; // kerning, overhang
        update(QRect(left, 0, width() - left, height()));
        return;
    }
    update();
}

void LiveLabel::setWordWrap(bool on)
{
    if (on == m_wordWrap)
        return;
    m_wordWrap = on;
    m_layoutValid = false;
    QSizePolicy policy = sizePolicy();
    policy.setHeightForWidth(on);
    setSizePolicy(policy);
    requestGeometry();
}

void LiveLabel::setAlignment(Qt::Alignment alignment)
{
    m_alignment = alignment;
    m_layoutValid = false;
    update();
}

int LiveLabel::innerWidth(int outerWidth) const
{
    const QMargins margins = contentsMargins();
    return std::max(1, outerWidth - margins.left() - margins.right());
}

const QTextLayout &LiveLabel::layoutFor(int width) const
{
    if (m_layoutValid && m_layoutWidth == width)
        return m_layout;
    // One text layout per text and width: measuring and painting share it, so a new text is
    // shaped once.
    QTextOption option(m_alignment & Qt::AlignHorizontal_Mask);
    option.setWrapMode(m_wordWrap ? QTextOption::WordWrap : QTextOption::NoWrap);
    m_layout.setText(m_text);
    m_layout.setFont(font());
    m_layout.setTextOption(option);
    m_layout.beginLayout();
    qreal y = 0;
    for (QTextLine line = m_layout.createLine(); line.isValid(); line = m_layout.createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, y));
        y += line.height();
    }
    m_layout.endLayout();
    m_layoutWidth = width;
    m_layoutHeight = std::max(fontMetrics().height(), static_cast<int>(std::ceil(y)));
    m_layoutValid = true;
    return m_layout;
}

void LiveLabel::requestGeometry()
{
    const QMargins margins = contentsMargins();
    const QTextLayout &layout = layoutFor(innerWidth(width()));
    // Preferred: the whole text on one line (word-wrapped labels wrap only when squeezed).
    const qreal textWidth = m_wordWrap ? layout.maximumWidth()
                                       : (layout.lineCount() > 0 ? layout.lineAt(0).naturalTextWidth() : 0.0);
    m_hintTextWidth = std::max(m_hintTextWidth, static_cast<int>(std::ceil(textWidth)));
    m_hint = QSize(m_hintTextWidth + margins.left() + margins.right(),
                   fontMetrics().height() + margins.top() + margins.bottom());
    ++m_geometryRequests;
    updateGeometry();
}

QSize LiveLabel::sizeHint() const
{
    if (m_hint.isValid())
        return m_hint;
    const QMargins margins = contentsMargins();
    const QFontMetrics metrics = fontMetrics();
    return {metrics.horizontalAdvance(m_text) + margins.left() + margins.right(),
            metrics.height() + margins.top() + margins.bottom()};
}

QSize LiveLabel::minimumSizeHint() const
{
    // Word-wrapped text can get as narrow as a dozen characters; single lines elide.
    const QMargins margins = contentsMargins();
    const QFontMetrics metrics = fontMetrics();
    const int width = m_wordWrap ? metrics.averageCharWidth() * 12 : metrics.horizontalAdvance(QStringLiteral("…")) * 4;
    return {width + margins.left() + margins.right(), metrics.height() + margins.top() + margins.bottom()};
}

int LiveLabel::heightForWidth(int width) const
{
    const QMargins margins = contentsMargins();
    layoutFor(innerWidth(width));
    return m_layoutHeight + margins.top() + margins.bottom();
}

void LiveLabel::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, foregroundRole()));
    const QRect area = contentsRect();
    const QTextLayout &layout = layoutFor(area.width());
    const bool fits = m_wordWrap || layout.lineCount() == 0 || layout.lineAt(0).naturalTextWidth() <= area.width();
    if (!fits) {
        painter.drawText(area, static_cast<int>(m_alignment),
                         fontMetrics().elidedText(m_text, Qt::ElideRight, area.width()));
        return;
    }
    double top = area.top();
    if (m_alignment & Qt::AlignVCenter)
        top += (area.height() - m_layoutHeight) / 2.0;
    else if (m_alignment & Qt::AlignBottom)
        top += area.height() - m_layoutHeight;
    layout.draw(&painter, QPointF(area.left(), top));
}

void LiveLabel::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange:
    case QEvent::LanguageChange:
        // Texts of another size or language: measure afresh.
        m_hintTextWidth = 0;
        m_layoutValid = false;
        requestGeometry();
        if (event->type() == QEvent::LanguageChange)
            m_copy->setText(tr("&Copy"));
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

} // namespace gpusizer::ui
