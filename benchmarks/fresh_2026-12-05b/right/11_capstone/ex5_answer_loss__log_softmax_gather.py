# Right: log_softmax over the vocabulary, gather the log-probability of each target among the last answer_len predictions, negate and average.
def answer_loss(logits, sequences, answer_len):
    logp = torch.log_softmax(logits[:, -answer_len:, :], dim=-1)
    targets = sequences[:, -answer_len:].unsqueeze(-1)
    return -logp.gather(-1, targets).squeeze(-1).mean()
