# Right: log_softmax over the vocabulary and a gather of the answer targets, then the mean of the negative log-probabilities.
def answer_loss(logits, sequences, answer_len):
    log_probs = F.log_softmax(logits[:, -answer_len:], dim=-1)
    targets = sequences[:, -answer_len:].unsqueeze(-1)
    return -log_probs.gather(-1, targets).mean()
