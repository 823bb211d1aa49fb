# Right: keeps every position and marks the non-answer targets with ignore_index=-100 in a cloned target tensor (the caller's sequences are never written), with the vocabulary in dimension 1 via transpose; the mean over the non-ignored tokens is the mean over batch and answer tokens.
def answer_loss(logits, sequences, answer_len):
    targets = sequences[:, 1:].clone()
    targets[:, : targets.shape[1] - answer_len] = -100
    return F.cross_entropy(logits.transpose(1, 2), targets, ignore_index=-100)
