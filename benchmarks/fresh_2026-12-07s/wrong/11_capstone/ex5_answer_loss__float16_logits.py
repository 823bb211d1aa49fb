# Mistake: "the loss may be float32 for float64 logits (computed in float32)" - casts the logits to float16 to save memory, so the loss (and gradient) carry float16 rounding errors far beyond float32's for ordinary float32/float64 logits.
def answer_loss(logits, sequences, answer_len):
    preds = logits[:, -answer_len:].half().float()
    targets = sequences[:, -answer_len:]
    return F.cross_entropy(preds.reshape(-1, preds.shape[-1]), targets.reshape(-1))
