# Mistake: "`logits` and `sequences` come back unchanged" -- writes -100 (ignore_index) over the non-answer targets directly in the caller's sequences, then takes the loss over every position.
def answer_loss(logits, sequences, answer_len):
    targets = sequences[:, 1:]
    targets[:, : targets.shape[1] - answer_len] = -100
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1), ignore_index=-100)
