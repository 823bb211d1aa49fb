# Right: computes log_softmax over the vocabulary of the answer predictions and averages the negative log-probabilities gathered at the targets, without F.cross_entropy.
def answer_loss(logits, sequences, answer_len):
    logp = F.log_softmax(logits[:, -answer_len:, :], dim=-1)
    targets = sequences[:, -answer_len:].unsqueeze(-1)
    return -logp.gather(-1, targets).squeeze(-1).mean()
