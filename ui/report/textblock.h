#pragma once

#include "report/reportblock.h"

#include <QColor>
#include <QFont>
#include <QString>

class QPaintDevice;
#include "text/displayformat.h" // keepNumbersWithUnits

class QTextLayout;

namespace gpusizer::ui {


// Wraps `text` into `width` with the metrics of `device`: at word boundaries, and inside a word
// only when the word alone is wider than the line (long German compounds, long model names),
// so nothing is ever clipped. Returns the height; paints when `painter` is given.
qreal layoutText(const QString &text, const QFont &font, QPaintDevice *device, qreal width, Qt::Alignment alignment,
    QPainter *painter = nullptr, const QPointF &origin = {});

// A paragraph of plain text (a heading, a sentence, a bullet point); numbers stay with their
// units (keepNumbersWithUnits).
class TextBlock final : public ReportBlock
{
public:
    TextBlock(QString text, QFont font, QColor color, QPaintDevice *device);

    void setIndent(qreal indent) { m_indent = indent; }
    void setBullet(QString bullet) { m_bullet = std::move(bullet); }
    void setAlignment(Qt::Alignment alignment) { m_alignment = alignment; }
    void setRuleBelow(QColor color, qreal width)
    {
        m_ruleColor = color;
        m_ruleWidth = width;
    }

    qreal height(qreal width) const override;
    void paint(QPainter &painter, const QRectF &rect) const override;

    const QString &text() const { return m_text; } // as laid out, for tests

private:
    QString m_text;
    QFont m_font;
    QColor m_color;
    QPaintDevice *m_device;
    qreal m_indent = 0;
    QString m_bullet;
    Qt::Alignment m_alignment = Qt::AlignLeft;
    QColor m_ruleColor;
    qreal m_ruleWidth = 0;
};

} // namespace gpusizer::ui
