#pragma once

#include <QTextLayout>
#include <QWidget>

class QAction;

namespace gpusizer::ui {

// A read-only text that changes on every slider tick (headline, effective batch, totals).
// QLabel::setText() asks every enclosing layout to recompute, which costs a window-wide layout
// pass and a resize of every chart per tick. LiveLabel repaints itself and asks for a new layout
// only when the new text needs more room than it has (or, word-wrapped, a different height):
// its size hint grows with the longest text seen and is reset on font, language and style
// changes. Text can be copied from the context menu; the accessible name is the text.
class LiveLabel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LiveLabel)
public:
    explicit LiveLabel(QWidget *parent = nullptr);

    QString text() const { return m_text; }
    void setText(const QString &text);
    void clear() { setText(QString()); }
    void setWordWrap(bool on);
    bool wordWrap() const { return m_wordWrap; }
    void setAlignment(Qt::Alignment alignment);
    // Layout passes this label asked for since it was made (for tests and the bench).
    int geometryRequests() const { return m_geometryRequests; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return m_wordWrap; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void requestGeometry();
    int innerWidth(int outerWidth) const;
    const QTextLayout &layoutFor(int width) const;

    QString m_text;
    bool m_wordWrap = false;
    Qt::Alignment m_alignment = Qt::AlignLeft | Qt::AlignVCenter;
    QSize m_hint;          // the size hint handed to the layout (grows, see above)
    int m_hintTextWidth = 0;
    int m_geometryRequests = 0;
    QAction *m_copy = nullptr;
    mutable QTextLayout m_layout; // the text laid out at m_layoutWidth
    mutable int m_layoutWidth = -1;
    mutable int m_layoutHeight = 0;
    mutable bool m_layoutValid = false;
};

} // namespace gpusizer::ui
