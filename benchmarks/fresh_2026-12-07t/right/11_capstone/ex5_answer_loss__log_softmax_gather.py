# Right: the cross-entropy written out: log_softmax over the vocabulary, gather of each target's log-probability, negated mean over batch and answer positions.
def answer_loss(logits, sequences, answer_len):
    log_probs = logits[:, -answer_len:].log_softmax(dim=-1)
    targets = sequences[:, -answer_len:].unsqueeze(-1)
    return -log_probs.gather(-1, targets).mean()
