# Right: log_softmax and gather by hand (the negative log-likelihood of each answer token), averaged with .mean(), keeping the logits' dtype.
def answer_loss(logits, sequences, answer_len):
    length = logits.shape[1]
    scored = logits.narrow(1, length - answer_len, answer_len).log_softmax(dim=-1)
    wanted = sequences[:, length + 1 - answer_len:].unsqueeze(-1)
    return -scored.gather(-1, wanted).squeeze(-1).mean()
