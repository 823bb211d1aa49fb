# Mistake: "the mean cross-entropy ... of the predictions of the last answer_len tokens of sequences": the cut-off is computed from sequences.shape[1] (L + 1) but applied to the shifted targets (length L), so one position too many is ignored and the first answer token never counts (for L=1, answer_len=1 nothing is left and the loss is NaN).
def answer_loss(logits, sequences, answer_len):
    targets = sequences[:, 1:].clone()                       # position t predicts token t + 1
    targets[:, : sequences.shape[1] - answer_len] = -100     # everything before the answer is ignored
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1), ignore_index=-100)
