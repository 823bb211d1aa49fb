# Right: writes the cross-entropy by hand: log_softmax over the vocabulary of the answer-predicting logits, gather at the next tokens, and the negative mean.
def answer_loss(logits, sequences, answer_len):
    start = logits.shape[1] - answer_len
    log_probs = logits[:, start:].log_softmax(dim=-1)
    targets = sequences[:, start + 1:]
    return -log_probs.gather(-1, targets.unsqueeze(-1)).mean()
