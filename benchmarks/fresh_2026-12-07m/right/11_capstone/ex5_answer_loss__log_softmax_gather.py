# Right: computes log-probabilities with log_softmax over the vocabulary and gathers the target tokens' values, then negates their mean, instead of calling F.cross_entropy.
def answer_loss(logits, sequences, answer_len):
    logp = torch.log_softmax(logits[:, -answer_len:], dim=-1)
    targets = sequences[:, -answer_len:].unsqueeze(-1)
    return -logp.gather(-1, targets).mean()
