# Mistake: "for float32 or float64 logits in any memory layout" -- flattens the answer logits with .view, which raises on transposed or strided logits (and on most slices of a batch).
def answer_loss(logits, sequences, answer_len):
    b, l, v = logits.shape  # noqa: E741
    start = l - answer_len
    pred = logits[:, start:, :].contiguous() if logits.is_contiguous() else logits[:, start:, :]
    return F.cross_entropy(pred.view(b * answer_len, v), sequences[:, start + 1:].reshape(-1))
