# Mistake: "the mean cross-entropy ... of the predictions of the last answer_len tokens", averaged over the batch and those tokens: non-answer targets are marked with token 0 and ignore_index=0, but 0 is also a real digit, so every answer token equal to 0 is dropped from the loss.
def answer_loss(logits, sequences, answer_len):
    targets = sequences[:, 1:].clone()
    targets[:, : targets.shape[1] - answer_len] = 0           # 0: padding, not trained on
    return F.cross_entropy(logits.transpose(1, 2), targets, ignore_index=0)
