# Right: keeps every position and marks the non-answer targets with ignore_index=-100 (on a clone of the shifted targets, cut at L - answer_len from the logits' length), so cross_entropy averages over the answer tokens only.
def answer_loss(logits, sequences, answer_len):
    targets = sequences[:, 1:].clone()
    targets[:, : logits.shape[1] - answer_len] = -100
    return F.cross_entropy(logits.transpose(1, 2), targets, ignore_index=-100)
